// npm run bench:purge [-- --rows N]: how long the scheduled purge takes for a flood of old
// requests, against a real (in-memory) Azurite: stores N rows (default 5,000) as the public
// add-only URL would let anyone, then runs `npm run purge` on them and prints the time. A
// benchmark for people, not a test: the purge job's own limit (timeout-minutes in
// .github/workflows/purge.yml) is what the figure is measured against.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { TableClient, type TransactionAction } from '@azure/data-tables';
import {
  devConnectionString,
  devCredential,
  prepareContactTable,
  tableEndpoint,
} from './lib/azurite';
import { startAzurite, stopAzurite } from './lib/azurite-process';
import { BATCH_SIZE } from './lib/purge-rows';
import { CONTACT_TABLE } from './lib/table-url';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '5000' } } });
const rows = Number(values.rows);

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      // Listening on a TCP port, the address is an AddressInfo, not a pipe's name.
      const address = server.address();
      if (typeof address !== 'object' || address === null) {
        server.close(() => reject(new Error(`No TCP port was bound: ${String(address)}`)));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const limit = /timeout-minutes:\s*(\d+)/.exec(
  readFileSync('.github/workflows/purge.yml', 'utf8'),
)?.[1];

const port = await freePort();
await startAzurite({ port });
try {
  await prepareContactTable({ port, origins: ['http://127.0.0.1'] });
  const table = new TableClient(tableEndpoint(port), CONTACT_TABLE, devCredential(), {
    allowInsecureConnection: true,
  });
  let started = performance.now();
  for (let first = 0; first < rows; first += BATCH_SIZE) {
    const batch = Array.from(
      { length: Math.min(BATCH_SIZE, rows - first) },
      (_, index): TransactionAction => [
        'create',
        {
          partitionKey: 'contact',
          rowKey: `flood-${first + index}`,
          contactName: 'Flood',
          sendCV: false,
        },
      ],
    );
    await table.submitTransaction(batch);
  }
  console.log(`Stored ${rows} rows in ${seconds(started)} s.`);

  // Every stored row is older than the cutoff (purge refuses a cutoff in the future).
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const cutoff = new Date().toISOString();
  started = performance.now();
  const { stdout } = await promisify(execFile)(
    'node',
    ['--import', 'tsx', 'scripts/purge.ts', '--before', cutoff, '--force'],
    { env: { ...process.env, AZURE_STORAGE_CONNECTION_STRING: devConnectionString(port) } },
  );
  const took = seconds(started);
  console.log(stdout.trimEnd().replace(/^/gm, '  purge: '));
  const left = await (async () => {
    let count = 0;
    for await (const page of table.listEntities().byPage()) count += page.length;
    return count;
  })();
  console.log(
    `Purged ${rows} rows in ${took} s (the purge job may run ${limit} minutes); ${left} left.`,
  );
  if (left > 0) process.exitCode = 1;
} finally {
  await stopAzurite({ port });
}
