import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { TableClient } from '@azure/data-tables';
import { expect, test } from '@playwright/test';
import { PREVIEW_TABLE } from '../../lib/preview';
import { CONTACT_TABLE } from '@/scripts/build/table-url/table-url';
import {
  devConnectionString,
  devCredential,
  mintSas,
  tableEndpoint,
} from '../../scripts/dev/azurite';
import {
  clearRequests,
  contactRow,
  POST_HEADERS,
  readRequests,
  SITE_ORIGIN,
  TABLE_PORT,
} from './storage';

// `npm run sas` against the commands' test Azurite, one spec at a time: it counts the table's rows.

const exec = promisify(execFile);
const sas = (args: string[], env: Record<string, string> = {}) =>
  exec('node', ['--import', 'tsx', 'scripts/owner/sas.ts', ...args], {
    env: {
      ...process.env,
      AZURE_STORAGE_CONNECTION_STRING: devConnectionString(TABLE_PORT),
      ...env,
    },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

const table = (name = CONTACT_TABLE) =>
  new TableClient(tableEndpoint(TABLE_PORT), name, devCredential(), {
    allowInsecureConnection: true,
  });

const post = (url: string) =>
  fetch(url, { method: 'POST', headers: POST_HEADERS, body: JSON.stringify(contactRow()) });

test.beforeEach(clearRequests);
test.afterEach(() =>
  Promise.all([table().setAccessPolicy([]), table(PREVIEW_TABLE).setAccessPolicy([])]),
);

test('sas refuses to mint what the build would refuse, before it touches any storage', async () => {
  const azure =
    'DefaultEndpointsProtocol=https;AccountName=consultant;AccountKey=' +
    Buffer.alloc(64, 7).toString('base64');
  const env = { AZURE_STORAGE_CONNECTION_STRING: azure };
  expect((await sas([], env)).code).toBe(2);
  expect((await sas(['--expires', '2020-01-01'], env)).stderr).toContain('is in the past');
  expect((await sas(['--expires', '2099-06-30'], env)).stderr).toContain('more than a year');
  // The local Azurite speaks http: a production (https-only) SAS for it is refused.
  expect((await sas(['--days', '30'])).stderr).toContain('is not https');
});

test('a URL signed against the site’s policy works until --revoke; --check tells, storing nothing', async () => {
  // Azurite keeps only policies with a start, an expiry and a permission (Azure also keeps bare
  // ones, as `npm run sas` makes them).
  const policy = 'site-form-20261123-e2e000';
  const expiry = new Date(Date.now() + 86_400_000);
  await table().setAccessPolicy([
    { id: 'owner-reader', accessPolicy: { start: new Date(), expiry, permission: 'r' } },
    { id: policy, accessPolicy: { start: new Date(Date.now() - 60_000), expiry, permission: 'a' } },
  ]);
  // As `npm run sas` mints it, but with http.
  const url = mintSas({ port: TABLE_PORT, expiresOn: expiry, policy });
  const local = { CONTACT_TABLE_LOCAL: '1' };

  const healthy = await sas(['--check', url, '--origin', SITE_ORIGIN], local);
  expect(healthy.stdout).toContain(`✓ Its stored access policy "${policy}" is on the table.`);
  expect(healthy.stdout).toContain('✓ The table accepts the signature.');
  expect(healthy.stdout).toContain(`✓ Browsers on ${SITE_ORIGIN} may post to the table (CORS).`);
  expect(healthy.code).toBe(0);
  expect(await readRequests()).toEqual([]);

  const foreign = await sas(['--check', url, '--origin', 'https://elsewhere.example'], local);
  expect(foreign.stdout).toContain('✖ Browsers on https://elsewhere.example may not post');
  expect(foreign.code).toBe(1);

  // Without CONTACT_TABLE_LOCAL the local URL is what it is: not deployable.
  const deployable = await sas(['--check', url, '--origin', SITE_ORIGIN], {
    CONTACT_TABLE_LOCAL: '',
  });
  expect(deployable.stdout).toContain('✖ it points at the local Azurite');
  expect(deployable.code).toBe(1);

  expect((await post(url)).status).toBe(201);

  const revoked = await sas(['--revoke']);
  expect(revoked.stdout).toContain(`Deleted the stored access policy "${policy}"`);
  expect((await table().getAccessPolicy()).map((identifier) => identifier.id)).toEqual([
    'owner-reader',
  ]);
  expect((await post(url)).status).toBe(403);

  const dead = await sas(['--check', url, '--origin', SITE_ORIGIN], local);
  expect(dead.stdout).toContain(`✖ Its stored access policy "${policy}" is gone (revoked)`);
  expect(dead.stdout).toContain('✖ The table refuses the signature (403)');
  expect(dead.code).toBe(1);
  expect(await readRequests()).toHaveLength(1);

  expect((await sas(['--revoke'])).stdout).toContain('nothing to revoke');
});

test("--preview --revoke cuts off the previews' URL and leaves the live site's form alone", async () => {
  const expiry = new Date(Date.now() + 86_400_000);
  const policy = (id: string) => ({
    id,
    accessPolicy: { start: new Date(Date.now() - 60_000), expiry, permission: 'a' },
  });
  await table().setAccessPolicy([policy('site-form-20261126-live00')]);
  await table(PREVIEW_TABLE).setAccessPolicy([policy('site-form-20261126-prev00')]);
  const previewUrl = mintSas({
    port: TABLE_PORT,
    expiresOn: expiry,
    policy: 'site-form-20261126-prev00',
    table: PREVIEW_TABLE,
  });
  expect((await post(previewUrl)).status).toBe(201);

  const revoked = await sas(['--preview', '--revoke']);
  expect(revoked.stdout).toContain('"site-form-20261126-prev00"');
  expect(revoked.stdout).toContain('every preview URL signed against it stops working');
  expect((await post(previewUrl)).status).toBe(403);
  const ids = async (name: string) =>
    (await table(name).getAccessPolicy()).map((identifier) => identifier.id);
  expect(await ids(PREVIEW_TABLE)).toEqual([]);
  expect(await ids(CONTACT_TABLE)).toEqual(['site-form-20261126-live00']);

  expect((await sas(['--preview', '--revoke'])).stdout).toContain(
    `No stored access policy of the previews' form on table "${PREVIEW_TABLE}"`,
  );
});
