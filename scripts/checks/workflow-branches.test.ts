/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { branchProblems } from './workflow-branches';
import { readWorkflow } from './workflow-file';

const problems = (on: unknown) =>
  branchProblems(readWorkflow('ci.yml', stringify({ on, jobs: { test: { 'runs-on': 'x' } } })));

test('CI as committed runs for branches only', () => {
  const ci = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as { on: unknown };
  expect(problems(ci.on)).toEqual([]);
});

test('a push without a branch filter, or with tags, is refused: a tag is no branch', () => {
  for (const on of [{ push: null }, ['push', 'pull_request'], 'push', { push: { tags: ['*'] } }])
    expect(problems(on)).toEqual([expect.stringContaining('a tag is no branch')]);
  expect(problems({ push: { branches: ['**'], tags: ['v*'] } })).toEqual([
    expect.stringContaining('push must not run for tags'),
  ]);
  expect(problems({ pull_request: {} })).toEqual([]);
});
