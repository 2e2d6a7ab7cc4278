import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEV_KEY } from '../scripts/dev/azurite';
import {
  contactRow,
  contactTableUrl,
  findRequest,
  POST_HEADERS as HEADERS,
  postFromPage,
} from './storage';

test.describe('contact table storage', () => {
  test("a POST from the site's page is stored with exactly the fields sent", async ({ page }) => {
    await page.goto('/en/contact/');
    const sent = contactRow();
    expect(await postFromPage(page, sent)).toBe(201);

    const { Timestamp, ...fields } = (await findRequest(sent.RowKey))!;
    expect(fields).toEqual(sent);
    expect(Date.parse(Timestamp)).toBeGreaterThan(Date.now() - 60_000);
  });

  test("the site's SAS can add, but not read, change, delete or overwrite", async ({ page }) => {
    await page.goto('/en/contact/');
    const sent = contactRow();
    expect(await postFromPage(page, sent)).toBe(201);

    // Anyone can take the URL from the site's script, so try it outside the browser too.
    const url = new URL(contactTableUrl());
    const entity = new URL(url);
    entity.pathname += `(PartitionKey='contact',RowKey='${sent.RowKey}')`;
    const attempts = [
      fetch(url, { headers: HEADERS }),
      fetch(entity, { headers: HEADERS }),
      fetch(entity, { method: 'DELETE', headers: { ...HEADERS, 'If-Match': '*' } }),
      fetch(entity, {
        method: 'PUT',
        headers: HEADERS,
        body: JSON.stringify({ contactName: 'X' }),
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403);
    // The same RowKey again is a conflict, never a replacement.
    expect(await postFromPage(page, { ...sent, contactName: 'Someone else' })).toBe(409);
    expect((await findRequest(sent.RowKey))?.contactName).toBe(sent.contactName);
  });

  test('a page from an origin not allowed by CORS cannot post', async ({ page, baseURL }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    // The same site from another origin: CORS allows http://127.0.0.1:E2E_PORT only.
    await page.goto(`${baseURL!.replace('127.0.0.1', 'localhost')}/en/contact/`);
    const sent = contactRow();
    expect(await postFromPage(page, sent)).toBe('TypeError');
    expect(messages.join('\n')).toContain('blocked by CORS policy');
    expect(await findRequest(sent.RowKey)).toBeUndefined();
  });
});

test('the built site contains no storage account key', () => {
  const files = readdirSync('out', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = readFileSync(file, 'latin1');
    expect(text, file).not.toContain(DEV_KEY);
    expect(text.toLowerCase(), file).not.toContain('accountkey');
  }
});
