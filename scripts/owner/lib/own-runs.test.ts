/** @jest-environment node */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@jest/globals';
import recorded from './__fixtures__/purge-runs.json';
import { ownRuns, runsAnswerSchema } from './own-runs';

// Runs as GitHub's REST API lists a workflow's runs: the newest successful one is a fork's pull
// request from a branch it calls main, then a run by hand on another branch.
const REPO = 'owner/consultant-site';
const page = runsAnswerSchema.parse(recorded);
const run = promisify(execFile);

test('a fork’s pull-request run and a run on another branch are passed over', () => {
  const [newest] = page.workflow_runs.filter((each) => each.conclusion === 'success');
  expect(newest).toMatchObject({ event: 'pull_request', head_branch: 'main' });
  expect(ownRuns([page], REPO, 'success').map(({ id }) => id)).toEqual([30002]);
});

test('the digest sees the own completed runs, newest first, whatever they ended with', () => {
  expect(ownRuns([page], REPO)).toEqual([
    { id: 30002, conclusion: 'success', createdAt: '2026-11-28T03:17:00Z' },
    { id: 30001, conclusion: 'failure', createdAt: '2026-11-27T03:17:00Z' },
  ]);
});

test('pages of several queries are read as one list, each run once', () => {
  const older = { workflow_runs: page.workflow_runs.slice(3) };
  const newer = { workflow_runs: page.workflow_runs.slice(0, 4) };
  expect(ownRuns([older, newer], REPO).map(({ id }) => id)).toEqual([30002, 30001]);
  expect(ownRuns([page], 'stranger/consultant-site')).toEqual([]);
});

test('the workflows’ command prints the choice, and names a file it cannot find', async () => {
  const command = ['--import', 'tsx', 'scripts/owner/own-runs.ts', '--repository', REPO];
  const fixture = 'scripts/owner/lib/__fixtures__/purge-runs.json';
  const { stdout } = await run('node', [...command, '--runs', fixture, '--conclusion', 'success']);
  expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ id: 30002 })]);
  await expect(run('node', [...command, '--runs', 'no-such-runs.json'])).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('--runs no-such-runs.json: there is no such file'),
  });
  // Two TypeScript processes: slow on a busy machine.
}, 60_000);
