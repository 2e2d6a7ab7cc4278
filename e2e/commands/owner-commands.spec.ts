import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { generateTableSas, type TransactionAction } from '@azure/data-tables';
import { devConnectionString, devCredential, tableEndpoint } from '../../scripts/dev/azurite';
import type { ContactRequest } from '../../lib/contact/table-row';
import { ownerCommand, ownerTable } from './owner';
import { stallingProxy } from './stalling-proxy';
import {
  clearRequests,
  contactRow,
  contactTableUrl,
  POST_HEADERS,
  readRequests,
  TABLE_PORT,
} from './storage';

// The owner commands against the commands' test Azurite, one spec at a time (playwright.config.ts),
// as purge deletes.

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );

/** Posts the sample request with `changes` (and properties the form never sends) like the site. */
async function post(changes: Partial<ContactRequest> = {}, other: Record<string, unknown> = {}) {
  const request = { ...contactRow(changes), ...other };
  const response = await fetch(contactTableUrl(), {
    method: 'POST',
    headers: POST_HEADERS,
    body: JSON.stringify(request),
  });
  expect(response.status).toBe(201);
  return request;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.beforeEach(clearRequests);

test('inbox lists the requests newest first, as a table and as CSV', async () => {
  // The columns and their order are inbox-view.test.ts's: here, what the table holds.
  const first = await post({ name: 'First Sender', sendCV: false });
  await pause(1100);
  const second = await post({ name: 'Second Sender', remarks: 'Line one\nline "two", end' });

  const { stdout: table } = await ownerCommand('inbox');
  const lines = table.split('\n');
  expect(lines[2]).toContain('Second Sender');
  expect(lines[2]).toContain('Line one line "two", end');
  expect(lines[3]).toContain('First Sender');
  expect(lines[3]).toContain(first.contactMail);
  expect(table).toContain('2 contact request(s)');

  const { stdout: csv } = await ownerCommand('inbox', ['--csv']);
  const rows = csv.split('\r\n');
  expect(rows[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,/);
  expect(rows[1]).toContain(',Second Sender,');
  expect(rows[1]).toContain(`,"Line one\nline ""two"", end",`);
  expect(rows[1]).toContain(second.RowKey);
  expect(rows[2]).toContain(',First Sender,');
  expect(rows[2]).toContain(`,${first.contactPhone},`);
  expect(rows).toHaveLength(4); // header, two requests, and the empty string after the last CRLF
});

test('purge deletes what was received before the cutoff and keeps the rest', async () => {
  const old = await post({ name: 'Old Sender' });
  await pause(1100);
  const cutoff = new Date().toISOString();
  await pause(1100);
  const recent = await post({ name: 'Recent Sender' });

  // Everything is younger than 3 months: the default purge keeps it all.
  const { stdout: none } = await ownerCommand('purge');
  expect(none).toContain('0 row(s) received before');
  expect(await readRequests()).toHaveLength(2);

  const { stdout: dryRun } = await ownerCommand('purge', ['--dry-run', '--before', cutoff]);
  expect(dryRun).toContain('1 row(s) received before');
  expect(dryRun).toContain('Old Sender');
  expect(dryRun).not.toContain('Recent Sender');
  expect(dryRun).toContain('nothing deleted');
  expect(await readRequests()).toHaveLength(2);

  const { stdout: purged } = await ownerCommand('purge', ['--before', cutoff, '--force']);
  expect(purged).toContain('Deleted 1.');
  const left = await readRequests();
  expect(left.map((request) => request.RowKey)).toEqual([recent.RowKey]);
  expect(left.map((request) => request.RowKey)).not.toContain(old.RowKey);
});

test('the commands fail with a non-zero exit code and a reason', async () => {
  const unreachable = devConnectionString(TABLE_PORT).replace(`:${TABLE_PORT}/`, ':9/');
  const down = await failure(ownerCommand('purge', [], unreachable));
  expect(down.code).toBe(1);
  expect(down.stderr).toContain('Cannot reach');

  const usage = await failure(ownerCommand('purge', ['--everything']));
  expect(usage.code).toBe(2);
  expect(usage.stderr).toContain('Usage: npm run purge');
});

test('rows the form did not write cannot pass for requests, hide a key or break the CSV', async () => {
  // Anyone with the site's add-only SAS can post any row: this one fakes a real request's RowKey
  // and a `timestamp` that is not a date.
  const real = await post({ name: 'Real\u202e Sender\u200b', remarks: 'x;=1+1' });
  const hostile = await post(
    { name: 'Mallory' },
    { rowKey: real.RowKey, partitionKey: 'elsewhere', timestamp: 'not a date' },
  );

  const { stdout: table } = await ownerCommand('inbox');
  expect(table).toContain('1 contact request(s)');
  expect(table).toContain('Real Sender');
  expect(table).not.toMatch(/[\u202e\u200b]/);
  expect(table).toContain('⚠ 1 row(s) in the table were not written by the contact form');
  expect(table).toMatch(
    new RegExp(`contact +${hostile.RowKey} +it has properties the form never sends: rowKey`),
  );

  const csv = await ownerCommand('inbox', ['--csv']);
  // Opened by a spreadsheet that splits on semicolons, the remark stays text.
  expect(csv.stdout).toContain(`"x;'=1+1",${real.RowKey}\r\n`);
  expect(csv.stdout).not.toContain('Mallory');
  expect(csv.stderr).toContain('1 row(s) in the table were not written by the contact form');

  // The purge deletes both rows by their real keys: the hostile one does not pass for the real one.
  await pause(1100);
  const now = new Date().toISOString();
  const { stdout: purged } = await ownerCommand('purge', ['--before', now, '--force']);
  expect(purged).toContain('2 row(s) received before');
  expect(purged).toContain('Deleted 2.');
  expect(await readRequests()).toEqual([]);
});

test('purge --before a date inside the 3 months refuses without --force and deletes nothing', async () => {
  await post({ name: 'Recent Sender' });
  const refused = await failure(ownerCommand('purge', ['--before', new Date().toISOString()]));
  expect(refused.code).toBe(2);
  expect(refused.stderr).toContain('younger than 3 months');
  expect(await readRequests()).toHaveLength(1);
});

test('the scheduled purge works with a read-and-delete SAS connection string, not the key', async () => {
  const old = await post({ name: 'Old Sender' });
  await pause(1100);
  const cutoff = new Date().toISOString();
  // What `npm run sas -- --purge` mints (there https only; Azurite speaks http).
  const sas = generateTableSas('contact', devCredential(), {
    permissions: { query: true, delete: true },
    expiresOn: new Date(Date.now() + 3_600_000),
    protocol: 'https,http',
  });
  const purgeOnly = `TableEndpoint=${tableEndpoint(TABLE_PORT)};SharedAccessSignature=${sas}`;
  // As the workflow runs it: the continuation file is not there when the last run read to the end.
  const continuation = join(mkdtempSync(join(tmpdir(), 'purge-')), 'next.txt');
  const { stdout } = await ownerCommand(
    'purge',
    ['--before', cutoff, '--force', '--stop-after', '600', '--continuation', continuation],
    purgeOnly,
  );
  expect(stdout).toContain('1 row(s) received before');
  expect(stdout).toContain('Deleted 1.');
  expect(existsSync(continuation)).toBe(false);
  expect((await readRequests()).map((request) => request.RowKey)).not.toContain(old.RowKey);
  // It cannot add a row: a leaked purge secret writes nothing.
  const response = await fetch(`${tableEndpoint(TABLE_PORT)}/contact?${sas}`, {
    method: 'POST',
    headers: POST_HEADERS,
    body: JSON.stringify(contactRow()),
  });
  expect(response.status).toBe(403);
});

test('a purge stopped half-way has deleted what it read, and the next run finishes', async () => {
  // 2,500 rows in 50 partitions, none a full batch: three pages of the listing (1,000 a page).
  const table = ownerTable();
  for (let partition = 0; partition < 50; partition += 1) {
    const batch: TransactionAction[] = Array.from({ length: 50 }, (_, index) => [
      'create',
      { partitionKey: `p${partition}`, rowKey: `flood-${index}`, contactName: 'Flood' },
    ]);
    await table.submitTransaction(batch);
  }
  const cutoff = new Date().toISOString();

  // The run is cut off when it asks for its second page.
  const listings: string[] = [];
  const proxy = await stallingProxy(
    TABLE_PORT,
    (request) => request.method === 'GET' && listings.push(request.url ?? '') === 2,
  );
  const run = spawn(
    'node',
    ['--import', 'tsx', 'scripts/owner/purge.ts', '--before', cutoff, '--force'],
    {
      env: { ...process.env, AZURE_STORAGE_CONNECTION_STRING: devConnectionString(proxy.port) },
      stdio: 'ignore',
    },
  );
  await proxy.stalled;
  run.kill('SIGKILL');
  await once(run, 'exit');
  await proxy.close();
  // It lists keys only (a row may hold 1 MiB) and deleted the first page before asking for more.
  expect(new URL(listings[0] ?? '', 'http://x').searchParams.get('$select')).toBe(
    'PartitionKey,RowKey',
  );
  expect(await readRequests()).toHaveLength(1500);

  const { stdout } = await ownerCommand('purge', ['--before', cutoff, '--force']);
  expect(stdout).toContain('1500 row(s) received before');
  expect(stdout).toContain('Deleted 1500.');
  expect(await readRequests()).toEqual([]);
});
