// Minting for `npm run sas`: the site's and the previews' add-only URLs, and the scheduled jobs'
// connection strings, each signed against a stored access policy of its own.
import { LIVE_TABLE, PREVIEW_TABLE_TARGET } from '@/scripts/build/table-url/table-url';
import { contactTableUrlProblem } from '@/scripts/build/table-url/table-url-check';
import { errorStatus } from '../../../build/errors';
import { contactTable, type StorageAccount } from '../connection';
import { contactTableSasUrl, ensurePolicy, type OwnerJob, ownerConnectionString } from './sign';

/** An account that can sign a SAS: one with its key. */
type Signer = StorageAccount & { accountKey: string };

/** The account, once it is known to hold its key and an https endpoint. */
function signable(account: StorageAccount): Signer {
  const { accountKey } = account;
  if (!accountKey) {
    throw new Error(
      'Minting a SAS needs the account key: use a connection string with AccountKey=.',
    );
  }
  if (!account.tableEndpoint.startsWith('https://')) {
    throw new Error(
      `${account.tableEndpoint} is not https, and the SAS is for https only. Set ` +
        "AZURE_STORAGE_CONNECTION_STRING to your storage account's connection string " +
        '(Azure portal → Storage account → Access keys). `npm start` mints its own local SAS.',
    );
  }
  return { ...account, accountKey };
}

export async function mint(
  account: StorageAccount,
  expiresOn: Date,
  preview: boolean,
): Promise<void> {
  const signer = signable(account);
  const target = preview ? PREVIEW_TABLE_TARGET : LIVE_TABLE;
  const table = contactTable(account, target.table);
  // The preview's table is the owner's to clear at will: made again here when it is gone.
  if (preview) {
    await table.createTable().catch((error: unknown) => {
      if (errorStatus(error).statusCode !== 409) throw error;
    });
  }
  const { policy, created } = await ensurePolicy(table, 'form');
  const url = contactTableSasUrl({
    ...signer,
    expiresOn,
    https: true,
    policy,
    table: target.table,
  });
  // The same check the build makes: never print a URL the build would refuse.
  const problem = contactTableUrlProblem(url, { target });
  if (problem) throw new Error(`The minted URL cannot be used: ${problem.reason}.`);
  // The expiry goes beside the secret as a variable: the digest warns by it, never seeing the URL.
  const expiry = new URL(url).searchParams.get('se');
  const use = preview
    ? 'Store it as the secret PREVIEW_CONTACT_TABLE_URL of the GitHub environment "preview-build"\n' +
      `and its expiry as the repository variable PREVIEW_SAS_EXPIRES=${expiry}, so that the digest\n` +
      'warns two weeks ahead (docs/owner/setup.md, step 11). Mint a new one before it expires.\n' +
      'To cut it off at once: npm run sas -- --preview --revoke\n'
    : 'Store it as the secret CONTACT_TABLE_URL of the GitHub environment "production-build",\n' +
      `and its expiry as the repository variable CONTACT_SAS_EXPIRES=${expiry} (docs/owner/setup.md).\n` +
      'To cut it off at once: npm run sas -- --revoke\n';
  console.error(
    `Add-only, https-only SAS for table "${target.table}" at ${account.tableEndpoint}, ` +
      `valid until ${expiresOn.toISOString()}, signed against the stored access policy ` +
      `"${policy}"${created ? ' (just created)' : ''}.\n${use}`,
  );
  console.log(url);
}

/** What each scheduled owner job's connection string may do, and where the owner keeps it. */
const OWNER_JOBS: Record<OwnerJob, { may: string; secret: string; environment: string }> = {
  purge: { may: 'Read-and-delete', secret: 'PURGE_CONNECTION_STRING', environment: 'purge' },
  notify: { may: 'Read-only', secret: 'NOTIFY_CONNECTION_STRING', environment: 'notify' },
};

export async function mintOwner(
  account: StorageAccount,
  kind: OwnerJob,
  expiresOn: Date,
): Promise<void> {
  const signer = signable(account);
  const { policy, created } = await ensurePolicy(contactTable(account), kind);
  const { may, secret, environment } = OWNER_JOBS[kind];
  console.error(
    `${may}, https-only connection string for table "contact" at ` +
      `${account.tableEndpoint}, valid until ${expiresOn.toISOString()}, signed against the ` +
      `stored access policy "${policy}"${created ? ' (just created)' : ''}.\n` +
      `Store it as the secret ${secret} of the GitHub environment "${environment}" (see ` +
      `docs/owner/setup.md), and a new one before it expires. To cut it off at once: ` +
      `npm run sas -- --${kind} --revoke\n`,
  );
  console.log(ownerConnectionString({ ...signer, kind, expiresOn, policy }));
}
