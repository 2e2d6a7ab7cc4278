import { expect, test } from '@playwright/test';
import { answers } from '../scripts/lib/azurite-process';
import { E2E_TABLE_PORT } from '../scripts/lib/ports';
import {
  contactRequest,
  findRequest,
  postFromPage,
  readRequests,
  startStorage,
  stopStorage,
} from './storage';

// Runs alone (playwright.config.ts): no other spec may see the storage stopped.
test.afterEach(async () => {
  if (!(await answers(E2E_TABLE_PORT))) await startStorage();
});

test('a POST fails while the storage is stopped, and works again once it is back', async ({
  page,
}) => {
  await page.goto('/en/contact/');
  const request = contactRequest();

  await stopStorage();
  expect(await answers(E2E_TABLE_PORT)).toBe(false);
  expect(await postFromPage(page, request)).toBe('TypeError');

  // Back on the same port, with the table and CORS made again: the same request goes through.
  // Back on the same port, empty: it keeps its data in memory.
  await startStorage();
  expect(await readRequests()).toEqual([]);
  expect(await postFromPage(page, request)).toBe(201);
  expect(await findRequest(request.RowKey)).toMatchObject(request);
});
