// The end-to-end tests' in-memory Azurite on E2E_TABLE_PORT. The emulator key is fine here: e2e
// code is never bundled.
import { TableClient } from '@azure/data-tables';
import type { Page } from '@playwright/test';
import { devCredential, prepareContactTable, tableEndpoint } from '../scripts/dev/azurite';
import { localBuildEnv } from '../scripts/dev/local-build';
import { startAzurite, stopAzurite } from '../scripts/dev/azurite-process';
import { E2E_PORT, E2E_STATES_PORT, E2E_TABLE_PORT } from '../scripts/dev/ports';
import { wireEntities } from '../scripts/owner/lib/wire-entities';
import { REQUEST_HEADERS } from '../lib/contact/table-row';
import { CONTACT_TABLE } from '@/scripts/build/table-url/table-url';

export const SITE_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** The states build's, a preview, which posts to the preview's table of the same storage. */
const STATES_ORIGIN = `http://127.0.0.1:${E2E_STATES_PORT}`;

/** Starts a test storage with the contact tables and CORS; stops a running one first. */
export async function startStorage(port = E2E_TABLE_PORT): Promise<void> {
  await startAzurite({ port });
  await prepareContactTable({ port, origins: [SITE_ORIGIN, STATES_ORIGIN] });
}

/** Stops a test storage and waits until its port is closed: the site's POSTs then fail. */
export const stopStorage = (port = E2E_TABLE_PORT): Promise<void> => stopAzurite({ port });

// As scripts/dev/test.ts hands it on, or minted alike: a SAS depends only on key and table.
export function contactTableUrl(port = E2E_TABLE_PORT): string {
  const built = process.env.NEXT_PUBLIC_CONTACT_TABLE_URL;
  if (built && port === E2E_TABLE_PORT) return built;
  return localBuildEnv({ port }).NEXT_PUBLIC_CONTACT_TABLE_URL;
}

export type StoredRequest = {
  PartitionKey: string;
  RowKey: string;
  Timestamp: string;
  [field: string]: unknown;
};

const table = (port: number, name = CONTACT_TABLE) =>
  new TableClient(tableEndpoint(port), name, devCredential(), {
    allowInsecureConnection: true,
  });

// Other specs post to the same table too: pick by RowKey.
export async function readRequests(
  port = E2E_TABLE_PORT,
  name = CONTACT_TABLE,
): Promise<StoredRequest[]> {
  const requests: StoredRequest[] = [];
  for await (const { 'odata.etag': etag, ...request } of wireEntities(table(port, name))) {
    void etag;
    requests.push(request as StoredRequest);
  }
  return requests;
}

/** Empties a test table: for specs that have one of their own (see playwright.config.ts). */
export async function clearRequests(port = E2E_TABLE_PORT): Promise<void> {
  const client = table(port);
  for (const { PartitionKey, RowKey } of await readRequests(port)) {
    await client.deleteEntity(PartitionKey, RowKey);
  }
}

/** The headers the contact form sends: they answer 201 with the entity stored. */
export const POST_HEADERS = REQUEST_HEADERS;

export { contactRow } from '../lib/contact/sample.test-utils';

export function postFromPage(page: Page, body: object): Promise<number | string> {
  return page.evaluate(
    async ({ url, headers, body }) => {
      try {
        const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
        return response.status;
      } catch (error) {
        return (error as Error).name;
      }
    },
    { url: contactTableUrl(), headers: POST_HEADERS, body },
  );
}

export const findRequest = async (rowKey: string, port = E2E_TABLE_PORT) =>
  (await readRequests(port)).find((request) => request.RowKey === rowKey);
