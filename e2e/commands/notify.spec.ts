import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { generateTableSas, type TransactionAction } from '@azure/data-tables';
import { devCredential, tableEndpoint } from '../../scripts/lib/azurite';
import { ownerCommand, ownerTable } from './owner';
import {
  clearRequests,
  contactRequest,
  contactTableUrl,
  POST_HEADERS,
  TABLE_PORT,
} from './storage';

// The hourly notice against the commands' test Azurite (one spec at a time: it counts every row
// in the table).
// The workflow hands it the notice issue's comments; here they are files the test writes.

// What `npm run sas -- --notify` mints (there https only; Azurite speaks http): read only.
const readOnly = () =>
  `TableEndpoint=${tableEndpoint(TABLE_PORT)};SharedAccessSignature=${generateTableSas(
    'contact',
    devCredential(),
    {
      permissions: { query: true },
      expiresOn: new Date(Date.now() + 3_600_000),
      protocol: 'https,http',
    },
  )}`;

const folder = mkdtempSync(join(tmpdir(), 'notice-'));
let files = 0;

/** The comments as GitHub lists them, in a file for --comments. */
function commentsFile(comments: { login: string; body: string; at?: string }[]) {
  const file = join(folder, `comments-${(files += 1)}.json`);
  const listed = comments.map(({ login, body, at }) => ({
    user: { login },
    body,
    created_at: at ?? new Date().toISOString(),
  }));
  writeFileSync(file, JSON.stringify(listed));
  return file;
}

/** The notice the workflow would post after `comments`; '' when it would post nothing. */
async function notice(comments: { login: string; body: string }[] = []) {
  const { stdout } = await ownerCommand(
    'notify',
    ['--comments', commentsFile(comments)],
    readOnly(),
  );
  return stdout.trim();
}

const bot = (body: string) => ({ login: 'github-actions[bot]', body });

async function post(count: number) {
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(contactTableUrl(), {
      method: 'POST',
      headers: POST_HEADERS,
      body: JSON.stringify(contactRequest({ contactName: `Sender ${index}` })),
    });
    expect(response.status).toBe(201);
  }
}

test.beforeEach(clearRequests);

test('counts the requests stored since its last notice, each once, and no content', async () => {
  await post(2);
  const first = await notice();
  expect(first).toMatch(/^2 new contact requests in the table — run `npm run inbox`\./);
  expect(first).not.toContain('Sender');

  await post(1);
  const second = await notice([bot(first)]);
  expect(second).toMatch(
    /^1 new contact request since \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC — run `npm run inbox`\./,
  );
  // Nothing new since: nothing is posted, and the next notice still counts from the second.
  expect(await notice([bot(first), bot(second)])).toBe('');
  // A comment by anyone else, even one that looks like a notice, is not where it stopped.
  const forged = {
    login: 'someone',
    body: first.replace(/until=[^ ]+/, 'until=2000-01-01T00:00:00Z'),
  };
  expect(await notice([bot(first), bot(second), forged])).toBe('');
});

test('a flood of 1,000 requests is counted once, and its notice reads with a read-only SAS', async () => {
  const before = await notice();
  const table = ownerTable();
  for (let first = 0; first < 1000; first += 100) {
    const batch: TransactionAction[] = Array.from({ length: 100 }, (_, index) => [
      'create',
      { partitionKey: 'contact', rowKey: `flood-${first + index}`, contactName: 'Flood' },
    ]);
    await table.submitTransaction(batch);
  }
  const flood = await notice(before ? [bot(before)] : []);
  expect(flood).toMatch(/^1000 new contact requests/);
  expect(await notice([bot(flood)])).toBe('');

  // The notice's SAS cannot add a row, nor delete one.
  const url = `${tableEndpoint(TABLE_PORT)}/contact?${readOnly().split('SharedAccessSignature=')[1]}`;
  const add = await fetch(url, {
    method: 'POST',
    headers: POST_HEADERS,
    body: JSON.stringify(contactRequest()),
  });
  expect(add.status).toBe(403);
});

test('the purge runs the workflow hands it are read: a failed last run needs the owner', async () => {
  const runs = join(folder, 'purge-runs.json');
  const purgeRuns = async (conclusion: string) => {
    writeFileSync(runs, JSON.stringify([{ conclusion, createdAt: new Date().toISOString() }]));
    const { stdout } = await ownerCommand(
      'notify',
      ['--comments', commentsFile([]), '--purge-runs', runs],
      readOnly(),
    );
    return stdout.trim();
  };
  expect(await purgeRuns('failure')).toMatch(/purge/i);
  // A purge that succeeded today, and no new request: nothing to say.
  expect(await purgeRuns('success')).toBe('');
});
