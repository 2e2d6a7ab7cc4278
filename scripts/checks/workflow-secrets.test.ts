/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { stringify } from 'yaml';
import { readWorkflow } from './workflow-file';
import { secretProblems } from './workflow-secrets';

const CHECKOUT = { uses: 'actions/checkout@x', with: { 'persist-credentials': false } };
const job = (step: object, extra: object = { environment: 'purge' }) => ({
  'runs-on': 'x',
  ...extra,
  steps: [CHECKOUT, { ...step, env: { S: '${{ secrets.S }}' } }],
});
const problems = (on: unknown, jobs: object) =>
  secretProblems(readWorkflow('x.yml', stringify({ on, jobs })));

test('a secret is read in an environment, beside no install script', () => {
  expect(problems('schedule', { a: job({ run: 'npm install --ignore-scripts' }) })).toEqual([]);
  expect(problems('schedule', { a: job({ run: 'echo' }, {}) })).toEqual([
    expect.stringContaining('job a: reads S without an environment'),
  ]);
  expect(problems('schedule', { a: job({ run: 'npm ci\nnpm rebuild' }) })).toEqual([
    expect.stringContaining('"npm ci" runs install scripts: add --ignore-scripts'),
    expect.stringContaining('"npm rebuild" runs every install script: name the packages'),
  ]);
});

test('no stranger starts a run that holds a secret, and no checkout keeps the token', () => {
  expect(problems('pull_request_target', {})).toEqual([
    expect.stringContaining("pull_request_target gives a fork's request secrets"),
  ]);
  expect(problems('issue_comment', { a: job({ run: 'echo' }) })).toEqual([
    expect.stringContaining("job a: reads S where anyone's comment starts it"),
  ]);
  const kept = { 'runs-on': 'x', steps: [{ uses: 'actions/checkout@x' }] };
  expect(problems('push', { kept })).toEqual([
    expect.stringContaining('actions/checkout without persist-credentials: false'),
  ]);
});
