// npm run bench:flood: what a flood through the form's add-only URL does to the owner's scheduled
// jobs, on a local Azurite (docs/owner/abuse.md). Usage: [-- --minutes N | --rows N]
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
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
import { CONTACT_TABLE } from '@/lib/table-url';
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
  const body = join(folder, 'body.md');
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
  let purgeSeconds = 0;
  let purgeRuns = 0;
  do {
    purgeRuns += 1;
    const purge = await timed(
      'purge',
      ['--before', cutoff, '--force', '--stop-after', purgeStop, '--continuation', continuation],
      devConnectionString(port),
    );
    purgeSeconds += purge.seconds;
    const deleted = /Deleted (\d+)/.exec(purge.stdout)?.[1] ?? '?';
    console.log(`Purge run ${purgeRuns}: ${purge.seconds.toFixed(1)} s, ${deleted} deleted.`);
  } while (existsSync(continuation));
  const purgeRate = rows / purgeSeconds;
  const table = new TableClient(tableEndpoint(port), CONTACT_TABLE, devCredential(), {
    allowInsecureConnection: true,
  });
  let left = 0;
  for await (const page of table.listEntities().byPage()) left += page.length;
  console.log(
    `Purged ${thousands(rows)} rows in ${purgeRuns} run(s) of at most ${purgeStop} s ` +
      `(${thousands(purgeRate)} rows/s); ${left} left.`,
  );
  console.log(
    `A purge run deletes about ${thousands(purgeRate * Number(purgeStop))} rows at this rate; ` +
      `a flood at the posting rate above adds ${thousands(postRate * 86_400)} a day.`,
  );
  if (left > 0) process.exitCode = 1;
} finally {
  await stopAzurite({ port });
}
