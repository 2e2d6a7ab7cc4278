/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { stringify } from 'yaml';
import { readWorkflow } from './workflow-file';
import { untrustedProblems } from './workflow-untrusted';

const workflow = (on: unknown, step: object, job: object = {}) =>
  readWorkflow(
    'x.yml',
    stringify({ on, jobs: { work: { 'runs-on': 'x', ...job, steps: [step] } } }),
  );
const problems = (on: unknown, step: object, job: object = {}) =>
  untrustedProblems(workflow(on, step, job));

test('refuses pull_request_target however on: names it', () => {
  const expected = [expect.stringMatching(/^line 1: pull_request_target runs a fork's/)];
  expect(problems('pull_request_target', { run: 'echo' })).toEqual(expected);
  expect(problems(['push', 'pull_request_target'], { run: 'echo' })).toEqual(expected);
  expect(problems({ pull_request_target: { types: ['opened'] } }, { run: 'echo' })).toEqual(
    expected,
  );
  expect(problems({ pull_request: {} }, { run: 'echo' })).toEqual([]);
});

test('refuses a job that reads a secret where anyone’s comment starts the run', () => {
  const withSecret = { run: 'notify', env: { KEY: '${{ secrets.KEY }}' } };
  expect(problems({ issue_comment: {} }, withSecret)).toEqual([
    expect.stringMatching(/job work: reads KEY in a workflow anyone's comment starts$/),
  ]);
  expect(problems({ issue_comment: {} }, { run: 'echo' }, { secrets: 'inherit' })).toEqual([
    expect.stringContaining('reads * in a workflow'),
  ]);
  expect(problems({ issue_comment: {} }, { run: 'echo' })).toEqual([]);
  expect(problems({ push: {} }, withSecret)).toEqual([]);
});

test.each([
  'github.event.issue.title',
  "github['event'].pull_request.body",
  'github.head_ref',
  'toJSON(github)',
  'github.event.commits.*.message',
])('refuses ${{ %s }} in a run: script', (expression) => {
  expect(problems('push', { run: `echo "\${{ ${expression} }}"` })).toEqual([
    expect.stringMatching(
      /^line \d+: job work: \$\{\{ github.* \}\} in a run: script becomes shell/,
    ),
  ]);
});

test('event data may reach a script through env:, and other contexts may be written in it', () => {
  const viaEnv = { run: 'echo "$TITLE"', env: { TITLE: '${{ github.event.issue.title }}' } };
  expect(problems('push', viaEnv)).toEqual([]);
  expect(problems('push', { run: 'echo ${{ github.event_name }} ${{ matrix.shard }}' })).toEqual(
    [],
  );
});
