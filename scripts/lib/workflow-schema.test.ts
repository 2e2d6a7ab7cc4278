/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { WORKFLOWS, workflowProblems } from './workflow-schema';

test('names what is wrong with a workflow', () => {
  const broken = 'on: push\njobs:\n  test:\n    runs-onn: ubuntu-latest\n    steps: []\n';
  expect(workflowProblems(broken)).toEqual(
    expect.arrayContaining([
      "/jobs/test: Additional property 'runs-onn' is not allowed",
      '/jobs/test/runs-on: This property is required',
    ]),
  );
});

test.each(readdirSync(WORKFLOWS))('%s is a valid workflow', (name) => {
  expect(workflowProblems(readFileSync(join(WORKFLOWS, name), 'utf8'))).toEqual([]);
});

test('every secret a workflow reads is one the README tells the owner to create', () => {
  const readme = readFileSync('README.md', 'utf8');
  const secrets = readdirSync(WORKFLOWS).flatMap((name) =>
    [...readFileSync(join(WORKFLOWS, name), 'utf8').matchAll(/secrets\.([A-Z_]+)/g)].map(
      (match) => match[1],
    ),
  );
  expect(secrets.length).toBeGreaterThan(0);
  for (const secret of new Set(secrets)) expect(readme).toContain(`\`${secret}\``);
});
