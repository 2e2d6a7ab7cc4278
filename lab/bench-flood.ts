// npm run bench:flood [-- --rows N]: what a flood through the public form's add-only URL does to
// the owner's scheduled jobs, against a real (in-memory) Azurite. Posts N rows (default 100,000)
// with the site's SAS, as fast as this machine allows, as anyone could; then times the hourly
// notice (which stops counting at its cap) and the purge of them all, and prints the arithmetic
// of docs/owner/abuse.md: rows a purge run deletes in its time limit against rows a flood adds
// in a day. A benchmark for people, not a test.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { TableClient } from '@azure/data-tables';
import { REQUEST_HEADERS, toEntity } from '@/lib/contact/table-row';
import {
  devConnectionString,
  devCredential,
  devJobConnectionString,
  mintSas,
  prepareContactTable,
  tableEndpoint,
} from '../scripts/lib/azurite';
import { startAzurite, stopAzurite } from '../scripts/lib/azurite-process';
import { NOTICE_CAP } from '../scripts/lib/notice';
import { CONTACT_TABLE } from '@/lib/table-url';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
const rows = Number(values.rows);
if (!Number.isInteger(rows) || rows < 1) {
  console.error(`--rows ${values.rows} is not a count of rows.`);
  process.exit(2);
}
/** Every this many rows posted the bench says how far it got: a long flood is visibly alive. */
const PROGRESS_EVERY = 10_000;
/** Posts in flight at once: as a flood would, more than a browser ever sends. */
const IN_FLIGHT = 32;

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address !== 'object' || address === null) {
        server.close(() => reject(new Error(`No TCP port was bound: ${String(address)}`)));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });

/** The job's time limit in a workflow, in minutes. */
const limitOf = (workflow: string) =>
  Number(
    /timeout-minutes:\s*(\d+)/.exec(readFileSync(`.github/workflows/${workflow}`, 'utf8'))?.[1],
  );

const since = (started: number) => (performance.now() - started) / 1000;
const thousands = (count: number) => Math.round(count).toLocaleString('en-US');
const run = promisify(execFile);

/** Runs an owner command on the Azurite with `connectionString`; returns its seconds and output. */
async function timed(script: string, args: string[], connectionString: string) {
  const started = performance.now();
  const { stdout } = await run('node', ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { ...process.env, AZURE_STORAGE_CONNECTION_STRING: connectionString },
  });
  return { seconds: since(started), stdout: stdout.trim() };
}

const port = await freePort();
await startAzurite({ port });
try {
  await prepareContactTable({ port, origins: ['http://127.0.0.1'] });
  const url = mintSas({ port, expiresOn: new Date(Date.now() + 3_600_000) });

  let next = 0;
  const started = performance.now();
  const poster = async () => {
    for (let index = next++; index < rows; index = next++) {
      const entity = toEntity(
        {
          name: `Flood ${index}`,
          company: '',
          phone: '',
          email: 'flood@example.com',
          remarks: '',
          sendCV: false,
        },
        `flood-${String(index).padStart(8, '0')}`,
      );
      const response = await fetch(url, {
        method: 'POST',
        headers: REQUEST_HEADERS,
        body: JSON.stringify(entity),
      });
      if (response.status !== 201) throw new Error(`Post ${index} answered ${response.status}.`);
      if ((index + 1) % PROGRESS_EVERY === 0)
        console.log(`… ${thousands(index + 1)} posted after ${since(started).toFixed(0)} s`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, poster));
  const postSeconds = since(started);
  const postRate = rows / postSeconds;
  console.log(
    `Posted ${thousands(rows)} rows through the form's SAS in ${postSeconds.toFixed(1)} s ` +
      `(${thousands(postRate)} rows/s, ${IN_FLIGHT} at a time).`,
  );

  // The notice, as the workflow runs it: read-only, a window that holds the whole flood.
  const readOnly = devJobConnectionString(port, 'notify');
  const folder = mkdtempSync(join(tmpdir(), 'bench-flood-'));
  const notice = await timed(
    'notify',
    ['--until', new Date().toISOString(), '--state-out', join(folder, 'body.md')],
    readOnly,
  );
  console.log(
    `Notice in ${notice.seconds.toFixed(1)} s (its job may run ${limitOf('notify.yml')} minutes, it stops at ${thousands(NOTICE_CAP)}):`,
  );
  console.log(notice.stdout.replace(/^/gm, '  '));

  // Every posted row is older than the cutoff (purge refuses a cutoff in the future).
  const cutoff = new Date().toISOString();
  const purge = await timed('purge', ['--before', cutoff, '--force'], devConnectionString(port));
  const purgeRate = rows / purge.seconds;
  const table = new TableClient(tableEndpoint(port), CONTACT_TABLE, devCredential(), {
    allowInsecureConnection: true,
  });
  let left = 0;
  for await (const page of table.listEntities().byPage()) left += page.length;
  const purgeMinutes = limitOf('purge.yml');
  console.log(
    `Purged ${thousands(rows)} rows in ${purge.seconds.toFixed(1)} s ` +
      `(${thousands(purgeRate)} rows/s); ${left} left.`,
  );
  console.log(
    `A purge run of ${purgeMinutes} minutes deletes about ${thousands(purgeRate * purgeMinutes * 60)} ` +
      `rows at this rate; a flood at the posting rate above adds ${thousands(postRate * 86_400)} a day.`,
  );
  if (left > 0) process.exitCode = 1;
} finally {
  await stopAzurite({ port });
}
