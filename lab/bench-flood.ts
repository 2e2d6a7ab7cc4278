// npm run bench:flood: what a flood through the form's add-only URL does to the owner's scheduled
// jobs, on a local Azurite (docs/owner/abuse.md). Usage: [-- --minutes N | --rows N]
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { TableClient } from '@azure/data-tables';
import { EMPTY_CONTACT } from '@/lib/contact/fields';
import { REQUEST_HEADERS, toEntity } from '@/lib/contact/table-row';
import { CONTACT_TABLE } from '@/scripts/build/table-url/table-url';
import {
  devConnectionString,
  devCredential,
  devJobConnectionString,
  mintSas,
  prepareContactTable,
  tableEndpoint,
} from '../scripts/dev/azurite';
import { startAzurite, stopAzurite } from '../scripts/dev/azurite-process';

/** Posts in flight at once: as a flood would, more than a browser ever sends. */
const IN_FLIGHT = 32;

const { values } = parseArgs({
  options: { rows: { type: 'string' }, minutes: { type: 'string', default: '10' } },
});
const rowLimit = values.rows === undefined ? Infinity : Number(values.rows);
const minutes = Number(values.minutes);
if (!(rowLimit === Infinity || (Number.isInteger(rowLimit) && rowLimit > 0)) || !(minutes > 0)) {
  console.error('Give --rows as a count of rows, --minutes as a number of minutes.');
  process.exit(2);
}

const thousands = (count: number) => Math.round(count).toLocaleString('en-US');
const since = (started: number) => (performance.now() - started) / 1000;
const workflow = (name: string) => readFileSync(`.github/workflows/${name}`, 'utf8');
const stopAfterIn = (name: string) => /--stop-after (\d+)/.exec(workflow(name))?.[1] ?? '600';
const exec = promisify(execFile);

async function timed(script: string, args: string[], connectionString: string) {
  const started = performance.now();
  const argv = ['--import', 'tsx', `scripts/owner/${script}.ts`, ...args];
  const env = { ...process.env, AZURE_STORAGE_CONNECTION_STRING: connectionString };
  const { stdout } = await exec('node', argv, { env });
  return { seconds: since(started), stdout: stdout.trim() };
}

async function postFlood(url: string) {
  let next = 0;
  const started = performance.now();
  const poster = async () => {
    for (let index = next++; index < rowLimit && since(started) < minutes * 60; index = next++) {
      const request = { ...EMPTY_CONTACT, name: `Flood ${index}`, email: 'flood@example.com' };
      const entity = toEntity(request, `flood-${String(index).padStart(8, '0')}`);
      const response = await fetch(url, {
        method: 'POST',
        headers: REQUEST_HEADERS,
        body: JSON.stringify(entity),
      });
      if (response.status !== 201) throw new Error(`Post ${index} answered ${response.status}.`);
      // A long flood says how far it got, to be seen alive.
      if ((index + 1) % 10_000 === 0)
        console.log(`… ${thousands(index + 1)} posted after ${since(started).toFixed(0)} s`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, poster));
  const rows = Math.min(next - IN_FLIGHT, rowLimit);
  const seconds = since(started);
  const postRate = rows / seconds;
  console.log(
    `Posted ${thousands(rows)} rows through the form's SAS in ${seconds.toFixed(1)} s ` +
      `(${thousands(postRate)} rows/s, ${IN_FLIGHT} at a time).`,
  );
  return { rows, postRate };
}

// A port nothing listens on now.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as AddressInfo;
    probe.close(() => resolve(free));
  });
});
await startAzurite({ port });
try {
  await prepareContactTable({ port, origins: ['http://127.0.0.1'] });
  const url = mintSas({ port, expiresOn: new Date(Date.now() + 3_600_000) });
  const { rows, postRate } = await postFlood(url);

  // The notice as its workflow runs it, until its scan completes; a new notice's body is empty.
  const folder = mkdtempSync(join(tmpdir(), 'bench-flood-'));
  const body = join(folder, 'body.md');
  writeFileSync(body, '');
  const until = new Date().toISOString();
  const noticeStop = stopAfterIn('notify.yml');
  const jobLimit = /timeout-minutes:\s*(\d+)/.exec(workflow('notify.yml'))?.[1];
  for (let runNumber = 1; ; runNumber += 1) {
    const args = ['--until', until, '--stop-after', noticeStop, '--issue-body', body];
    const notice = await timed(
      'notify',
      [...args, '--state-out', body],
      devJobConnectionString(port, 'notify'),
    );
    console.log(
      `Notice run ${runNumber}: ${notice.seconds.toFixed(1)} s (it reads for at most ${noticeStop} s; its job may run ${jobLimit} minutes):`,
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
