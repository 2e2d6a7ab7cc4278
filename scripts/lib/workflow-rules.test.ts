/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { workflowRuleProblems } from './workflow-rules';

const WORKFLOWS = '.github/workflows';
const read = (name: string) => readFileSync(join(WORKFLOWS, name), 'utf8');

/** A shipped workflow with one line changed; the change must apply, or the test proves nothing. */
function changed(name: string, from: string, to: string): string[] {
  const text = read(name);
  expect(text).toContain(from);
  return workflowRuleProblems(name, text.replace(from, to));
}

test.each(readdirSync(WORKFLOWS))('%s keeps every rule', (name) => {
  expect(workflowRuleProblems(name, read(name))).toEqual([]);
});

test('deploy checks that CI ran for a push to this repository’s main, not a fork’s main', () => {
  for (const check of [
    "github.event.workflow_run.event == 'push' &&",
    "github.event.workflow_run.head_branch == 'main' &&",
    'github.event.workflow_run.head_repository.full_name == github.repository',
  ])
    expect(changed('deploy.yml', check, 'true')).toEqual([
      expect.stringMatching(/^job deploy: runs after any CI run without checking/),
    ]);
});

test('a manual deploy is of main only', () => {
  expect(
    changed(
      'deploy.yml',
      "github.event_name == 'workflow_dispatch' && github.ref == 'refs/heads/main'",
      "github.event_name == 'workflow_dispatch'",
    ),
  ).toEqual(['job deploy: a manual run may deploy a branch other than main']);
});

test('an action pinned to a tag, or to a SHA without its version, is refused', () => {
  expect(
    changed(
      'ci.yml',
      'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1',
      'actions/checkout@v7',
    ),
  ).toEqual([expect.stringMatching(/actions\/checkout@v7 is not pinned to a full commit SHA$/)]);
  expect(changed('ci.yml', ' # v7.0.1', '')).toEqual([
    expect.stringMatching(/has no "# vX.Y.Z" comment/),
  ]);
});

test('a checkout that leaves its credentials on disk is refused', () => {
  expect(changed('purge.yml', 'persist-credentials: false', 'persist-credentials: true')).toEqual([
    'job purge: actions/checkout without persist-credentials: false',
  ]);
});

test('a secret read by a job without an environment is refused', () => {
  expect(changed('purge.yml', '    environment: purge\n', '')).toEqual([
    expect.stringMatching(/^job purge: reads PURGE_CONNECTION_STRING without an environment/),
  ]);
});

test('Node.js 20 is refused where the site is built or deployed, and CI needs an LTS line', () => {
  expect(changed('deploy.yml', 'node-version: 24', 'node-version: 20')).toEqual([
    'job deploy: Node.js 20 is not a supported LTS line (24 or 26)',
    'job deploy: runs on no supported LTS line of Node.js',
  ]);
  expect(changed('ci.yml', 'node: [24, 20]', 'node: [20]')).toEqual([
    'job fast: runs on no supported LTS line of Node.js',
  ]);
  expect(changed('ci.yml', 'node: [24, 20]', 'node: [24, 18]')).toEqual([
    'job fast: Node.js 18 is not a supported LTS line (24 or 26)',
  ]);
});

test('a workflow without top-level permissions is refused', () => {
  expect(changed('purge.yml', 'permissions:\n  contents: read\n', '')).toEqual([
    'no top-level permissions: give the token only what the jobs need',
  ]);
});
