import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEV_KEY } from '../scripts/lib/azurite.mjs';
import { contactTableUrl, readRequests } from './storage';

// What the contact form sends (DECISIONS.md): these headers answer 201 with the entity stored.
const HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json;odata=nometadata',
  'x-ms-version': '2019-02-02',
};

const contactRequest = () => ({
  PartitionKey: 'contact',
  RowKey: randomUUID(),
  contactName: 'Anna de Vries',
  contactCompany: 'Voorbeeld B.V.',
  contactPhone: '+31612345678',
  contactMail: 'anna@example.com',
  contactQuestion: 'Één vraag, "quoted", over SharePoint;\nop twee regels.',
  sendCV: true,
});

/** POSTs from the page, as the site's own script would; the status, or the error's name. */
function postFromPage(page: Page, body: object) {
  return page.evaluate(
    async ({ url, headers, body }) => {
      try {
        const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
        return response.status;
      } catch (error) {
        return (error as Error).name;
      }
    },
    { url: contactTableUrl(), headers: HEADERS, body },
  );
}

const stored = async (rowKey: string) =>
  (await readRequests()).find((request) => request.RowKey === rowKey);

test.describe('contact table storage', () => {
  test("a POST from the site's page is stored with exactly the fields sent", async ({ page }) => {
    await page.goto('/en/contact/');
    const sent = contactRequest();
    expect(await postFromPage(page, sent)).toBe(201);

    const { Timestamp, ...fields } = (await stored(sent.RowKey))!;
    expect(fields).toEqual(sent);
    expect(Date.parse(Timestamp)).toBeGreaterThan(Date.now() - 60_000);
  });

  test("the site's SAS can add, but not read, change, delete or overwrite", async ({ page }) => {
    await page.goto('/en/contact/');
    const sent = contactRequest();
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
    expect((await stored(sent.RowKey))?.contactName).toBe(sent.contactName);
  });

  test('a page from an origin not allowed by CORS cannot post', async ({ page, baseURL }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    // The same site from another origin: CORS allows http://127.0.0.1:E2E_PORT only.
    await page.goto(`${baseURL!.replace('127.0.0.1', 'localhost')}/en/contact/`);
    const sent = contactRequest();
    expect(await postFromPage(page, sent)).toBe('TypeError');
    expect(messages.join('\n')).toContain('blocked by CORS policy');
    expect(await stored(sent.RowKey)).toBeUndefined();
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
