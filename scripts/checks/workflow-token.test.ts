/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { stringify } from 'yaml';
import { readWorkflow } from './workflow-file';
import { tokenProblems } from './workflow-token';

const checkout = {
  uses: 'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1',
  with: { 'persist-credentials': false },
};
const base = {
  on: 'push',
  permissions: { contents: 'read' },
  jobs: { work: { steps: [checkout] } },
};
const problems = (value: object) => tokenProblems(readWorkflow('x.yml', stringify(value)));
const withJob = (job: object) => ({ ...base, jobs: { work: { steps: [checkout], ...job } } });

test('a workflow that keeps the token to itself passes', () => {
  const step = { run: 'gh issue list', env: { GH_TOKEN: '${{ github.token }}' } };
  expect(problems(withJob({ steps: [checkout, step] }))).toEqual([]);
});

test.each(['${{ github.token }}', '${{ secrets.GITHUB_TOKEN }}', "${{ github['token'] }}"])(
  'the token (%s) goes only into the env: of a step, not a job’s or the workflow’s',
  (token) => {
    expect(problems(withJob({ env: { GH_TOKEN: token } }))).toEqual([
      expect.stringMatching(
        /^line \d+: job work: env GH_TOKEN hands the repository token to every step/,
      ),
    ]);
    expect(problems({ ...base, env: { GITHUB_TOKEN: token } })).toEqual([
      expect.stringMatching(/^line \d+: env GITHUB_TOKEN hands the repository token/),
    ]);
  },
);

test('a checkout that leaves its credentials on disk is refused', () => {
  const kept = { ...checkout, with: {} };
  expect(problems(withJob({ steps: [kept] }))).toEqual([
    expect.stringMatching(/job work: actions\/checkout without persist-credentials: false$/),
  ]);
});

test('a workflow without top-level permissions is refused', () => {
  expect(problems({ ...base, permissions: undefined })).toEqual([
    'no top-level permissions: give the token only what the jobs need',
  ]);
});
