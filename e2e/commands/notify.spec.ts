import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type TransactionAction } from '@azure/data-tables';
import { devJobConnectionString, tableEndpoint } from '../../scripts/dev/azurite';
import { ownerCommand, ownerTable } from './owner';
import { clearRequests, contactRow, contactTableUrl, POST_HEADERS, TABLE_PORT } from './storage';

// The hourly digest against the commands' test Azurite, one spec at a time, as it counts every
// row; the workflow's inputs are files here.

// What `npm run sas -- --notify` mints (there https only; Azurite speaks http): read only.
const readOnly = () => devJobConnectionString(TABLE_PORT, 'notify');

const folder = mkdtempSync(join(tmpdir(), 'digest-'));
let files = 0;
const file = (name: string) => join(folder, `${name}-${(files += 1)}`);

/**
 * One run of the digest as the workflow makes it: the issue's body in, the comment it would post
 * ('' for none) and the body to save out. `until` ends the window it counts.
 */
async function digest(
  issueBody = '',
  { until, args = [] }: { until?: Date; args?: string[] } = {},
) {
  const bodyFile = file('body.md');
  const stateOut = file('state.md');
  writeFileSync(bodyFile, issueBody);
  const { stdout } = await ownerCommand(
    'notify',
    [
      ...['--issue-body', bodyFile, '--state-out', stateOut],
      ...(until ? ['--until', until.toISOString()] : []),
      ...args,
    ],
    readOnly(),
  );
  return { text: stdout.trim(), body: readFileSync(stateOut, 'utf8') };
}

async function post(count: number) {
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(contactTableUrl(), {
      method: 'POST',
      headers: POST_HEADERS,
      body: JSON.stringify(contactRow({ name: `Sender ${index}` })),
    });
    expect(response.status).toBe(201);
  }
}

/** Stores `count` rows straight into the table, as a flood through the public URL would. */
async function flood(count: number) {
  const table = ownerTable();
  for (let first = 0; first < count; first += 100) {
    const batch: TransactionAction[] = Array.from(
      { length: Math.min(100, count - first) },
      (_, index) => [
        'create',
        { partitionKey: 'contact', rowKey: `flood-${first + index}`, contactName: 'Flood' },
      ],
    );
    await table.submitTransaction(batch);
  }
}

test.beforeEach(clearRequests);

test('counts the requests stored since its last run, each once, and no content', async () => {
  await post(2);
  const first = await digest('Notices of new contact requests.', { until: new Date() });
  expect(first.text).toMatch(/^2 new contact requests in the table — run `npm run inbox`\./);
  expect(first.text).not.toContain('Sender');
  // The owner's text stays; the marker is kept beside it.
  expect(first.body).toMatch(/^Notices of new contact requests\.\n\n<!-- contact-notice until=/);

  await post(1);
  const second = await digest(first.body, { until: new Date() });
  expect(second.text).toMatch(
    /^1 new contact request since \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC — run `npm run inbox`\./,
  );
  // Nothing new since: nothing is posted, and the next run still counts from the second.
  const third = await digest(second.body, { until: new Date() });
  expect(third.text).toBe('');
  await post(1);
  expect((await digest(third.body, { until: new Date() })).text).toMatch(/^1 new contact request /);
});

test('by hand it counts every row up to now: a request and a row the form did not write', async () => {
  await post(1);
  await ownerTable().createEntity({ partitionKey: 'contact', rowKey: 'not-the-form', note: 'x' });
  // The figure docs/owner/requests.md promises for this table, asked right after the rows arrived.
  const promised = /\("(\d[^"]*)"\s+for\s+one\s+request\s+and\s+one\s+such\s+row\)/.exec(
    readFileSync('docs/owner/requests.md', 'utf8'),
  )?.[1];
  expect(promised).toMatch(/^2 new contact requests in the table$/);
  const { stdout } = await ownerCommand('notify', [], readOnly());
  expect(stdout.trim()).toBe(`${promised} — run \`npm run inbox\`.`);
  // inbox tells the two apart.
  const { stdout: inbox } = await ownerCommand('inbox');
  expect(inbox).toContain('1 contact request(s)');
  expect(inbox).toContain('1 row(s) in the table were not written by the contact form');
});

test('a request stored while a run scans is counted by the next run', async () => {
  await post(2);
  // A run counts up to a minute before it began: the two just stored are left to the next run.
  const during = await digest();
  expect(during.text).toBe('');
  const next = await digest(during.body, { until: new Date() });
  expect(next.text).toMatch(/^2 new contact requests since /);
});

/** The time limit notify.yml gives the digest's reading, as the workflow passes it. */
const workflowStop = /--stop-after (\d+)/.exec(
  readFileSync('.github/workflows/notify.yml', 'utf8'),
);

test('a flood is counted once, with the workflow’s options, and never read again', async () => {
  expect(workflowStop).not.toBeNull();
  const stopAfter = ['--stop-after', workflowStop![1]!];
  await flood(250);
  const flooded = await digest('', { until: new Date(), args: stopAfter });
  expect(flooded.text).toMatch(/^250 new contact requests in the table/);
  // The next run starts where that one's window ended: the flood is behind it.
  await post(1);
  const next = await digest(flooded.body, { until: new Date(), args: stopAfter });
  expect(next.text).toMatch(/^1 new contact request since /);

  // The digest's SAS cannot add a row.
  const url = `${tableEndpoint(TABLE_PORT)}/contact?${readOnly().split('SharedAccessSignature=')[1]}`;
  const add = await fetch(url, {
    method: 'POST',
    headers: POST_HEADERS,
    body: JSON.stringify(contactRow()),
  });
  expect(add.status).toBe(403);
});

test('a scheduled job that did not succeed is reported: the purge, and its own last run', async () => {
  const runs = (conclusion: string) => {
    const name = file('runs.json');
    writeFileSync(name, JSON.stringify([{ conclusion, createdAt: new Date().toISOString() }]));
    return name;
  };
  const withRuns = async (purge: string, own: string) =>
    (await digest('', { args: ['--purge-runs', runs(purge), '--digest-runs', runs(own)] })).text;
  expect(await withRuns('failure', 'success')).toMatch(/^⚠ The daily purge failed on /);
  expect(await withRuns('cancelled', 'success')).toMatch(
    /^⚠ The daily purge was cancelled or timed out on /,
  );
  expect(await withRuns('success', 'cancelled')).toMatch(
    /^⚠ The previous digest, on .*, was cancelled or timed out/,
  );
  // Both succeeded today, and no new request: nothing to say.
  expect(await withRuns('success', 'success')).toBe('');
});
