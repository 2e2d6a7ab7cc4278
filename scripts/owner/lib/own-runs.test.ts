/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@jest/globals';
import commits from './__fixtures__/main-commits.json';
import recorded from './__fixtures__/purge-runs.json';
import { ownRuns, runsAnswerSchema } from './own-runs';

// Runs as GitHub's REST API lists a workflow's runs: the newest successful one was dispatched on a
// tag called main whose commit is not on main, then come a fork's pull request from a branch it
// calls main and a run by hand on another branch. GitHub's answers on which commits are on main
// are in main-commits.json.
const REPO = 'owner/consultant-site';
const page = runsAnswerSchema.parse(recorded);
const answers: Record<string, unknown> = commits;
const api = (path: string) =>
  path in answers
    ? { ok: true as const, body: answers[path] }
    : { ok: false as const, status: 404 };
const run = promisify(execFile);

test('a run on a tag called main, a fork’s pull-request run and one on another branch are passed over', () => {
  const [tag, , fork] = page.workflow_runs;
  expect(tag).toMatchObject({
    event: 'workflow_dispatch',
    head_branch: 'main',
    conclusion: 'success',
  });
  expect(fork).toMatchObject({ event: 'pull_request', head_branch: 'main' });
  expect(ownRuns([page], REPO, api, 'success').map(({ id }) => id)).toEqual([30002]);
});

test('the digest sees the own completed runs, newest first, whatever they ended with', () => {
  expect(ownRuns([page], REPO, api)).toEqual([
    { id: 30002, conclusion: 'success', createdAt: '2026-11-28T03:17:00Z' },
    { id: 30001, conclusion: 'failure', createdAt: '2026-11-27T03:17:00Z' },
  ]);
});

test('pages of several queries are read as one list, each run once', () => {
  const older = { workflow_runs: page.workflow_runs.slice(4) };
  const newer = { workflow_runs: page.workflow_runs.slice(0, 5) };
  expect(ownRuns([older, newer], REPO, api).map(({ id }) => id)).toEqual([30002, 30001]);
  expect(ownRuns([page], 'stranger/consultant-site', api)).toEqual([]);
});

test('the workflows’ command asks gh, prints the choice, and names a file it cannot find', async () => {
  // A stand-in for GitHub's command-line tool that gives the recorded answers.
  const bin = mkdtempSync(join(tmpdir(), 'gh-'));
  const fixture = JSON.stringify(resolve('scripts/owner/lib/__fixtures__/main-commits.json'));
  writeFileSync(
    join(bin, 'gh'),
    `#!/usr/bin/env node\nconst body = require(${fixture})[process.argv[3]];\n` +
      `if (!body) { console.error('HTTP 404'); process.exit(1); }\nconsole.log(JSON.stringify(body));\n`,
    { mode: 0o755 },
  );
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
  const command = ['--import', 'tsx', 'scripts/owner/own-runs.ts', '--repository', REPO];
  const runs = 'scripts/owner/lib/__fixtures__/purge-runs.json';
  const { stdout } = await run('node', [...command, '--runs', runs, '--conclusion', 'success'], {
    env,
  });
  expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ id: 30002 })]);
  await expect(run('node', [...command, '--runs', 'no-such-runs.json'])).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('--runs no-such-runs.json: there is no such file'),
  });
  // Two TypeScript processes: slow on a busy machine.
}, 60_000);
