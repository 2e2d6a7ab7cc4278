/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { stringify } from 'yaml';
import { readWorkflow } from './workflow-file';
import { environmentProblems } from './workflow-secrets';

const problems = (job: object) =>
  environmentProblems(readWorkflow('x.yml', stringify({ on: 'push', jobs: { work: job } })));
const reads = (expression: string) => ({
  steps: [{ run: 'work', env: { V: `\${{ ${expression} }}` } }],
});

test('a job reads a secret only in an environment', () => {
  expect(problems({ ...reads('secrets.KEY'), environment: 'production' })).toEqual([]);
  expect(problems(reads('secrets.KEY'))).toEqual([
    expect.stringMatching(/^line \d+: job work: reads KEY without an environment/),
  ]);
  expect(problems(reads("secrets['KEY'] || secrets.OTHER"))).toEqual([
    expect.stringContaining('reads KEY, OTHER without an environment'),
  ]);
  expect(problems({ uses: './.github/workflows/x.yml', secrets: 'inherit' })).toEqual([
    expect.stringContaining('reads * without an environment'),
  ]);
});

test('the repository token and other contexts are no stored secret', () => {
  expect(problems(reads('secrets.GITHUB_TOKEN'))).toEqual([]);
  expect(problems(reads('vars.KEY'))).toEqual([]);
});
