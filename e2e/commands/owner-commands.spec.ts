import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { TableClient, type TransactionAction } from '@azure/data-tables';
import type { ContactRequest } from '../../lib/contact/table-row';
import { PREVIEW_TABLE } from '../../lib/preview';
import { CONTACT_TABLE } from '@/scripts/build/table-url/table-url';
import {
  devConnectionString,
  devCredential,
  devJobConnectionString,
  mintSas,
  tableEndpoint,
} from '../../scripts/dev/azurite';
import { E2E_COMMANDS_TABLE_PORT as PORT } from '../../scripts/dev/ports';
import * as storage from '../storage';

// Run against the commands' own Azurite, one spec at a time, as they count and delete every row.
// Their parts are unit-tested beside them; this checks the wiring: arguments, files, exit codes.

const exec = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'owner-'));
let files = 0;
const file = (text: string) => {
  const name = join(folder, `file-${(files += 1)}`);
  writeFileSync(name, text);
  return name;
};

async function owner(
  script: string,
  args: string[] = [],
  { code = 0, connection = devConnectionString(PORT), env = {} } = {},
) {
  const result = await exec('node', ['--import', 'tsx', `scripts/owner/${script}.ts`, ...args], {
    env: { ...process.env, AZURE_STORAGE_CONNECTION_STRING: connection, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  expect(result.code, result.stderr).toBe(code);
  return result;
}

const table = (name = CONTACT_TABLE) =>
  new TableClient(tableEndpoint(PORT), name, devCredential(), { allowInsecureConnection: true });
const readRequests = () => storage.readRequests(PORT);

/** POSTs `row` as the site does, to an add-only URL or with a job's connection string: the status. */
const post = async (url = storage.contactTableUrl(PORT), row: object = storage.contactRow()) => {
  const sas = url.split('SharedAccessSignature=')[1];
  const to = sas ? `${tableEndpoint(PORT)}/${CONTACT_TABLE}?${sas}` : url;
  const body = JSON.stringify(row);
  return (await fetch(to, { method: 'POST', headers: storage.POST_HEADERS, body })).status;
};

/** Posts the sample request with `changes` (and properties the form never sends): as stored. */
async function request(changes: Partial<ContactRequest> = {}, other: object = {}) {
  const row = storage.contactRow(changes);
  expect(await post(undefined, { ...row, ...other })).toBe(201);
  return (await storage.findRequest(row.RowKey, PORT))!;
}

test.beforeEach(() => storage.clearRequests(PORT));

test('inbox lists requests apart from rows the form did not write; purge deletes the old ones', async () => {
  // Anyone with the site's add-only SAS can post any row: this one fakes a real request's RowKey
  // and a `timestamp` that is not a date.
  const real = await request({
    name: 'Real\u202e Sender\u200b',
    remarks: 'Line one\nline "two";=1',
  });
  const hostile = await request(
    { name: 'Mallory' },
    { rowKey: real.RowKey, partitionKey: 'elsewhere', timestamp: 'not a date' },
  );
  const recent = await request({ name: 'Recent Sender' });
  // Azurite stamps to 0.1 µs: before the millisecond of the last row is before that row alone.
  const cutoff = new Date(recent.Timestamp).toISOString();
  expect(Date.parse(hostile.Timestamp)).toBeLessThan(Date.parse(cutoff));

  const [list, csv, dryRun, refused, down] = await Promise.all([
    owner('inbox'),
    owner('inbox', ['--csv']),
    owner('purge', ['--dry-run', '--before', cutoff]),
    owner('purge', ['--before', new Date().toISOString()], { code: 2 }),
    owner('inbox', [], { code: 1, connection: devConnectionString(9) }),
  ]);
  // Newest first, without the characters that hide or turn round what follows them.
  const lines = list.stdout.split('\n');
  expect(lines[2]).toContain('Recent Sender');
  expect(lines[3]).toContain('Real Sender');
  expect(lines[3]).toContain('Line one line "two";=1');
  expect(list.stdout).not.toMatch(/[\u202e\u200b]/);
  expect(list.stdout).toContain('2 contact request(s)');
  expect(list.stdout).toContain('⚠ 1 row(s) in the table were not written by the contact form');
  expect(list.stdout).toMatch(
    new RegExp(`contact +${hostile.RowKey} +it has properties the form never sends: rowKey`),
  );
  const rows = csv.stdout.split('\r\n');
  expect(rows).toHaveLength(4); // a header, two requests, and the empty string after the last CRLF
  expect(rows[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,Recent Sender,/);
  // Opened by a spreadsheet that splits on semicolons, the remark stays text.
  expect(rows[2]).toContain(`,"Line one\nline ""two"";'=1",${real.RowKey}`);
  expect(csv.stdout).not.toContain('Mallory');
  expect(csv.stderr).toContain('1 row(s) in the table were not written by the contact form');
  expect(dryRun.stdout).toContain('2 row(s) received before');
  expect(dryRun.stdout).toMatch(new RegExp(`Real Sender[^]*Not written by[^]*${hostile.RowKey}`));
  expect(dryRun.stdout).not.toContain('Recent Sender');
  expect(dryRun.stdout).toContain('nothing deleted');
  expect(refused.stderr).toContain('younger than 3 months');
  expect(down.stderr).toContain('Cannot reach');
  expect(await readRequests()).toHaveLength(3);

  // As the workflow runs it, with the purge SAS: a run that read to the end leaves no continuation.
  const purgeOnly = devJobConnectionString(PORT, 'purge');
  const continuation = join(folder, 'next.txt');
  const { stdout } = await owner(
    'purge',
    ['--before', cutoff, '--force', '--stop-after', '600', '--continuation', continuation],
    { connection: purgeOnly },
  );
  // Both by their real keys: the row posing as the real request does not pass for it.
  expect(stdout).toContain('2 row(s) received before');
  expect(stdout).toContain('Deleted 2.');
  expect(existsSync(continuation)).toBe(false);
  expect((await readRequests()).map((left) => left.RowKey)).toEqual([recent.RowKey]);
  // A leaked purge secret adds nothing.
  expect(await post(purgeOnly)).toBe(403);
});

/** Stores `count` rows straight into the table, as a flood through the public URL would. */
async function flood(count: number) {
  for (let first = 0; first < count; first += 100) {
    const batch = Array.from({ length: Math.min(100, count - first) }, (_, index) => [
      'create',
      { partitionKey: 'contact', rowKey: `flood-${first + index}`, contactName: 'Flood' },
    ]);
    await table().submitTransaction(batch as TransactionAction[]);
  }
}

test('notify counts each row once, by hand and as the hourly workflow runs it, and no content', async () => {
  // What `npm run sas -- --notify` mints (over http for Azurite): read only.
  const readOnly = devJobConnectionString(PORT, 'notify');
  /** A run as notify.yml makes it: the issue's body in, the comment ('' for none) and body out. */
  const digest = async (issueBody: string, args: string[]) => {
    const stateOut = file('');
    const { stdout } = await owner(
      'notify',
      ['--issue-body', file(issueBody), '--state-out', stateOut, ...args],
      { connection: readOnly },
    );
    return { text: stdout.trim(), body: readFileSync(stateOut, 'utf8') };
  };
  const workflow = readFileSync('.github/workflows/notify.yml', 'utf8');
  const stop = ['--stop-after', /--stop-after (\d+)/.exec(workflow)?.[1] ?? 'missing'];
  const sent = await request();
  await table().createEntity({ partitionKey: 'contact', rowKey: 'not-the-form', note: 'x' });
  // The figure docs/owner/requests.md promises for this table, asked right after the rows arrived.
  const promised = /\("(\d[^"]*)"\s+for\s+one\s+request\s+and\s+one\s+such\s+row\)/.exec(
    readFileSync('docs/owner/requests.md', 'utf8'),
  )?.[1];
  expect(promised).toMatch(/^2 new contact requests in the table$/);
  const [byHand, first] = await Promise.all([
    owner('notify', [], { connection: readOnly }),
    // A run's window ends a minute before it began: the rows just stored are the next run's.
    digest('Notices of new contact requests.', stop),
  ]);
  expect(byHand.stdout.trim()).toBe(`${promised} — run \`npm run inbox\`.`);
  expect(first.text).toBe('');
  expect(first.body).toMatch(/^Notices of new contact requests\.\n\n<!-- contact-notice until=/);

  await flood(250);
  const second = await digest(first.body, ['--until', new Date().toISOString(), ...stop]);
  expect(second.text).toMatch(
    /^252 new contact requests since \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC — run `npm run inbox`\./,
  );
  expect(second.text).not.toContain(String(sent.contactName));

  // The flood is behind the next run; what the scheduled jobs' last runs ended with is news.
  await request();
  const runs = (conclusion: string) =>
    file(JSON.stringify([{ conclusion, createdAt: new Date().toISOString() }]));
  const until = new Date().toISOString();
  const jobs = ['--purge-runs', runs('failure'), '--digest-runs', runs('cancelled')];
  const third = await digest(second.body, ['--until', until, ...jobs]);
  expect(third.text).toMatch(/^1 new contact request since /);
  expect(third.text).toMatch(/^⚠ The daily purge failed on /m);
  expect(third.text).toMatch(/^⚠ The previous digest, on .*, was cancelled or timed out/m);
  // The digest's secret adds nothing.
  expect(await post(readOnly)).toBe(403);
});

test('sas --check tells a live URL from a revoked one; --revoke cuts off the site’s or the previews’', async () => {
  const expiry = new Date(Date.now() + 86_400_000);
  // Azurite keeps only policies with a start, an expiry and a permission (Azure also keeps bare
  // ones, as `npm run sas` makes them).
  const policy = (id: string, permission = 'a') => ({
    id,
    accessPolicy: { start: new Date(Date.now() - 60_000), expiry, permission },
  });
  const [live, previews] = ['site-form-20261123-live00', 'site-form-20261123-prev00'];
  await table().setAccessPolicy([policy('owner-reader', 'r'), policy(live)]);
  await table(PREVIEW_TABLE).setAccessPolicy([policy(previews)]);
  const sign = (id: string, name?: string) =>
    mintSas({ port: PORT, expiresOn: expiry, policy: id, table: name });
  const [url, previewUrl] = [sign(live), sign(previews, PREVIEW_TABLE)];
  expect(await post(previewUrl)).toBe(201);
  const check = (code: number) =>
    owner('sas', ['--check', url, '--origin', storage.SITE_ORIGIN], {
      code,
      env: { CONTACT_TABLE_LOCAL: '1' },
    });
  const ids = async (name: string) =>
    (await table(name).getAccessPolicy()).map((identifier) => identifier.id);

  const [healthy, previewsRevoked, http] = await Promise.all([
    check(0),
    owner('sas', ['--preview', '--revoke']),
    // The local Azurite speaks http: a production (https-only) SAS for it is refused.
    owner('sas', ['--days', '30'], { code: 1 }),
  ]);
  expect(healthy.stdout).toContain(`✓ Its stored access policy "${live}" is on the table.`);
  expect(healthy.stdout).toContain('✓ The table accepts the signature.');
  expect(healthy.stdout).toContain(`✓ Browsers on ${storage.SITE_ORIGIN} may post to the table`);
  expect(await readRequests()).toEqual([]);
  expect(previewsRevoked.stdout).toContain(`"${previews}"`);
  expect(previewsRevoked.stdout).toContain('every preview URL signed against it stops working');
  expect(await post(previewUrl)).toBe(403);
  expect(await ids(PREVIEW_TABLE)).toEqual([]);
  expect(http.stderr).toContain('is not https');
  expect(await post(url)).toBe(201);

  const revoked = await owner('sas', ['--revoke']);
  expect(revoked.stdout).toContain(`Deleted the stored access policy "${live}"`);
  expect(await ids(CONTACT_TABLE)).toEqual(['owner-reader']);
  expect(await post(url)).toBe(403);
  const dead = await check(1);
  expect(dead.stdout).toContain(`✖ Its stored access policy "${live}" is gone (revoked)`);
  expect(dead.stdout).toContain('✖ The table refuses the signature (403)');
  expect(await readRequests()).toHaveLength(1);
});
