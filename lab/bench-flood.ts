// npm run bench:flood: what a flood through the form's add-only URL does to the owner's scheduled
// jobs, on a local Azurite (docs/owner/abuse.md). Usage: [-- --minutes N | --rows N]
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { TableClient } from '@azure/data-tables';
import {
  devConnectionString,
  devCredential,
  devJobConnectionString,
  mintSas,
  prepareContactTable,
  tableEndpoint,
} from '../scripts/dev/azurite';
import { startAzurite, stopAzurite } from '../scripts/dev/azurite-process';
import { CONTACT_TABLE } from '@/scripts/build/table-url/table-url';
import { freePort, postFlood, thousands } from './flood-post';

const { values } = parseArgs({
  options: { rows: { type: 'string' }, minutes: { type: 'string', default: '10' } },
});
const rowLimit = values.rows === undefined ? Infinity : Number(values.rows);
const minutes = Number(values.minutes);
if (!(rowLimit === Infinity || (Number.isInteger(rowLimit) && rowLimit > 0)) || !(minutes > 0)) {
  console.error('Give --rows as a count of rows, --minutes as a number of minutes.');
  process.exit(2);
}
/** The workflow's text. */
const workflowText = (workflow: string) => readFileSync(`.github/workflows/${workflow}`, 'utf8');
/** The job's time limit in a workflow, in minutes. */
const limitOf = (workflow: string) =>
  Number(/timeout-minutes:\s*(\d+)/.exec(workflowText(workflow))?.[1]);
/** The seconds a workflow gives its command to read (its --stop-after). */
const stopAfterIn = (workflow: string) =>
  /--stop-after (\d+)/.exec(workflowText(workflow))?.[1] ?? '600';

const since = (started: number) => (performance.now() - started) / 1000;
const run = promisify(execFile);

/** Runs an owner command on the Azurite with `connectionString`; returns its seconds and output. */
async function timed(script: string, args: string[], connectionString: string) {
  const started = performance.now();
  const { stdout } = await run('node', ['--import', 'tsx', `scripts/owner/${script}.ts`, ...args], {
    env: { ...process.env, AZURE_STORAGE_CONNECTION_STRING: connectionString },
  });
  return { seconds: since(started), stdout: stdout.trim() };
}

const port = await freePort();
await startAzurite({ port });
try {
  await prepareContactTable({ port, origins: ['http://127.0.0.1'] });
  const url = mintSas({ port, expiresOn: new Date(Date.now() + 3_600_000) });

  const { rows, postRate } = await postFlood(url, rowLimit, minutes);

  // The notice as its workflow runs it, again until its scan is complete.
  const readOnly = devJobConnectionString(port, 'notify');
  const folder = mkdtempSync(join(tmpdir(), 'bench-flood-'));
  // The notice issue's body, empty before the first run, as a new issue's is.
  const body = join(folder, 'body.md');
  writeFileSync(body, '');
  const until = new Date().toISOString();
  const noticeStop = stopAfterIn('notify.yml');
  for (let runNumber = 1; ; runNumber += 1) {
    const args = ['--until', until, '--stop-after', noticeStop, '--issue-body', body];
    const notice = await timed('notify', [...args, '--state-out', body], readOnly);
    console.log(
      `Notice run ${runNumber}: ${notice.seconds.toFixed(1)} s (it reads for at most ${noticeStop} s; its job may run ${limitOf('notify.yml')} minutes):`,
    );
    console.log(notice.stdout.replace(/^/gm, '  '));
    if (!notice.stdout.startsWith('Scan incomplete')) break;
  }

  // The purge as its workflow runs it, until nothing is left (a cutoff in the future is refused).
  const cutoff = new Date().toISOString();
  const continuation = join(folder, 'next.txt');
  const purgeStop = stopAfterIn('purge.yml');
  const purgeRuns: { seconds: number; deleted: number; full: boolean }[] = [];
  do {
    const purge = await timed(
      'purge',
      ['--before', cutoff, '--force', '--stop-after', purgeStop, '--continuation', continuation],
      devConnectionString(port),
    );
    const deleted = Number(/Deleted (\d+)/.exec(purge.stdout)?.[1] ?? Number.NaN);
    const full = purge.stdout.includes('Stopped after');
    purgeRuns.push({ seconds: purge.seconds, deleted, full });
    console.log(
      `Purge run ${purgeRuns.length}: ${purge.seconds.toFixed(1)} s, ${thousands(deleted)} deleted` +
        `${full ? `, stopped at its ${purgeStop} s limit` : ', to the end of the table'}.`,
    );
  } while (existsSync(continuation));
  const table = new TableClient(tableEndpoint(port), CONTACT_TABLE, devCredential(), {
    allowInsecureConnection: true,
  });
  let left = 0;
  for await (const page of table.listEntities().byPage()) left += page.length;
  console.log(`Purged ${thousands(rows)} rows in ${purgeRuns.length} run(s); ${left} left.`);
  // The slowest full run bounds the days a flood lasts: the table is largest then.
  const fullRuns = purgeRuns.filter((each) => each.full).map((each) => each.deleted);
  const first = purgeRuns[0]!;
  console.log(
    fullRuns.length > 0
      ? `A full purge run deleted at least ${thousands(Math.min(...fullRuns))} rows here: a flood ` +
          `of M rows this size is gone in M ÷ ${thousands(Math.min(...fullRuns))} daily runs.`
      : `The first purge run read the whole flood (${thousands(first.deleted / first.seconds)} ` +
          `rows/s): no run reached its ${purgeStop} s limit; flood longer to measure a full run.`,
  );
  console.log(`A flood at the posting rate above adds ${thousands(postRate * 86_400)} rows a day.`);
  if (left > 0) process.exitCode = 1;
} finally {
  await stopAzurite({ port });
}
