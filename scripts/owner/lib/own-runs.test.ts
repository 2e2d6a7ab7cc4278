/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@jest/globals';
import { ownRuns, runsAnswerSchema } from './own-runs';

const REPO = 'owner/consultant-site';
const sha = (id: number) => id.toString(16).padStart(40, '0');
const TIP = sha(0x75ff);
const execute = promisify(execFile);

/** A run as GitHub's REST API lists it, the fields read: by default one of the schedule on main. */
const run = (id: number, changes: object = {}) => ({
  id,
  event: 'schedule',
  head_branch: 'main',
  head_sha: sha(id),
  head_repository: { full_name: REPO },
  status: 'completed',
  conclusion: 'success',
  created_at: `2026-11-2${id % 10}T03:17:00Z`,
  ...changes,
});
// Newest first: the newest successful run was dispatched on a tag called main off main, then one
// still running, a fork's pull request from a branch it calls main, and one by hand elsewhere.
const answer = {
  total_count: 6,
  workflow_runs: [
    run(30006, { event: 'workflow_dispatch' }),
    run(30005, { status: 'in_progress', conclusion: null }),
    run(30004, { event: 'pull_request', head_repository: { full_name: 'stranger/site' } }),
    run(30003, { event: 'workflow_dispatch', head_branch: 'try-out' }),
    run(30002),
    run(30001, { conclusion: 'failure' }),
  ],
};
const page = runsAnswerSchema.parse(answer);

/** GitHub's answers on which commits are on main, as `gh api PATH` gives them. */
const GITHUB: Record<string, unknown> = {
  [`repos/${REPO}/git/ref/heads/main`]: { object: { sha: TIP } },
  [`repos/${REPO}/compare/${sha(30006)}...${TIP}`]: { status: 'diverged' },
  [`repos/${REPO}/compare/${sha(30002)}...${TIP}`]: { status: 'identical' },
  [`repos/${REPO}/compare/${sha(30001)}...${TIP}`]: { status: 'ahead' },
  // On main too: only their status and branch pass these over.
  [`repos/${REPO}/compare/${sha(30005)}...${TIP}`]: { status: 'ahead' },
  [`repos/${REPO}/compare/${sha(30003)}...${TIP}`]: { status: 'ahead' },
};
const api = (path: string) =>
  path in GITHUB ? { ok: true as const, body: GITHUB[path] } : { ok: false as const, status: 404 };

test('a tag called main, a fork’s pull request, another branch are passed over by purge and digest', () => {
  expect(ownRuns([page], REPO, api, 'success').map(({ id }) => id)).toEqual([30002]);
  // The digest sees the own completed runs, newest first, whatever they ended with; pages of
  // several queries are read as one list, each run once.
  const older = { workflow_runs: page.workflow_runs.slice(4) };
  expect(ownRuns([older, page], REPO, api)).toEqual([
    { id: 30002, conclusion: 'success', createdAt: '2026-11-22T03:17:00Z' },
    { id: 30001, conclusion: 'failure', createdAt: '2026-11-21T03:17:00Z' },
  ]);
  expect(ownRuns([page], 'stranger/site', api)).toEqual([]);
});

test('the workflows’ command asks gh, prints the choice, and names a file it cannot find', async () => {
  const bin = mkdtempSync(join(tmpdir(), 'gh-'));
  const [answers, runs] = [join(bin, 'answers.json'), join(bin, 'runs.json')];
  writeFileSync(answers, JSON.stringify(GITHUB));
  writeFileSync(runs, JSON.stringify(answer));
  writeFileSync(
    join(bin, 'gh'),
    `#!/usr/bin/env node\nconst body = require(${JSON.stringify(answers)})[process.argv[3]];\n` +
      `if (!body) { console.error('HTTP 404'); process.exit(1); }\nconsole.log(JSON.stringify(body));\n`,
    { mode: 0o755 },
  );
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
  const command = ['--import', 'tsx', 'scripts/owner/own-runs.ts', '--repository', REPO];
  const choose = [...command, '--runs', runs, '--conclusion', 'success'];
  const { stdout } = await execute('node', choose, { env });
  expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ id: 30002 })]);
  await expect(execute('node', [...command, '--runs', 'no-such-runs.json'])).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('--runs no-such-runs.json: there is no such file'),
  });
  // Two TypeScript processes: slow on a busy machine.
}, 60_000);
