// Azurite's account, contact table and SAS. Its public emulator key stays in scripts/, never in
// bundled code.
import { AzureNamedKeyCredential, TableServiceClient } from '@azure/data-tables';
import { PREVIEW_TABLE } from '@/lib/preview';
import { CONTACT_TABLE } from '@/scripts/build/table-url/table-url';
import { errorStatus } from '../build/errors';
import { DEV_ACCOUNT, DEV_KEY, tableEndpoint } from '../owner/lib/local-azurite';
import { contactTableSasUrl, type OwnerJob, ownerConnectionString } from '../owner/lib/sas/sign';

export { DEV_KEY, devConnectionString, tableEndpoint } from '../owner/lib/local-azurite';

export const devCredential = () => new AzureNamedKeyCredential(DEV_ACCOUNT, DEV_KEY);

// As `npm run sas` mints it for a scheduled owner job, but over http.
export const devJobConnectionString = (port: number, kind: OwnerJob) =>
  ownerConnectionString({
    kind,
    tableEndpoint: tableEndpoint(port),
    accountName: DEV_ACCOUNT,
    accountKey: DEV_KEY,
    expiresOn: new Date(Date.now() + 3_600_000),
    https: false,
  });

/** Lets the site's origins post (CORS) and creates the contact and preview tables if missing. */
export async function prepareContactTable({
  port,
  origins,
  maxAgeInSeconds = 3600,
}: {
  port: number;
  origins: readonly string[];
  maxAgeInSeconds?: number;
}): Promise<void> {
  const service = new TableServiceClient(tableEndpoint(port), devCredential(), {
    allowInsecureConnection: true,
  });
  await service.setProperties({
    cors: [
      {
        allowedOrigins: origins.join(','),
        allowedMethods: 'POST,OPTIONS',
        allowedHeaders: '*',
        exposedHeaders: '*',
        maxAgeInSeconds,
      },
    ],
  });
  for (const table of [CONTACT_TABLE, PREVIEW_TABLE]) {
    try {
      await service.createTable(table);
    } catch (error) {
      if (errorStatus(error).statusCode !== 409) throw error;
    }
  }
}

export function mintSas({
  port,
  expiresOn,
  https = false,
  policy,
  table,
}: {
  port: number;
  expiresOn: Date;
  https?: boolean;
  /** A stored access policy to sign against, as `npm run sas` does for Azure. */
  policy?: string;
  /** The table, when not the live site's: a preview's. */
  table?: string;
}): string {
  return contactTableSasUrl({
    table,
    tableEndpoint: tableEndpoint(port),
    accountName: DEV_ACCOUNT,
    accountKey: DEV_KEY,
    expiresOn,
    https,
    policy,
  });
}
