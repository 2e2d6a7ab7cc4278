// npm run sas: the owner's contact table URLs, with AZURE_STORAGE_CONNECTION_STRING.
//   --expires YYYY-MM-DD (or --days N)  mints the production URL: an add-only, https-only SAS for
//       table `contact`, at most a year long, signed against the site's stored access policy
//       (created when missing). The URL goes to stdout, everything else to stderr, so
//       NEXT_PUBLIC_CONTACT_TABLE_URL="$(npm run --silent sas -- --days 180)" works.
//   --revoke  deletes that policy: every URL signed against it stops working (within 30 s).
//   --preview with --days N (or --expires) or --revoke: the same for pull requests' previews, on
//       table `contactpreview` (created when missing), at most 92 days long. Run it with the
//       preview storage account's connection string.
//   --check URL [--origin O]  tells whether a deployed URL still works, storing nothing.
//   --purge with --days N (or --expires) or --revoke: the same for the scheduled purge's
//       connection string (read and delete on table `contact`), under a policy of its own.
//   --notify with --days N (or --expires) or --revoke: the same for the hourly notice's
//       connection string (read only on table `contact`), under a policy of its own.
import { readFileSync } from 'node:fs';
import { CONTENT_FILES } from '@/lib/content/files';
import { parseContent } from '@/lib/content/parse';
import { PREVIEW_TABLE } from '@/lib/preview';
import { CONTACT_TABLE, LIVE_TABLE, LOCAL_VARIABLE, PREVIEW_TABLE_TARGET } from '@/lib/table-url';
import { contactTableUrlProblem } from '@/lib/table-url-check';
import { errorStatus } from '../build/errors';
import { contactTable, type StorageAccount } from './lib/connection';
import { runOwnerCommand } from './lib/owner-command';
import { sasOptions } from './lib/owner-args';
import {
  contactTableSasUrl,
  ensurePolicy,
  type OwnerJob,
  ownerConnectionString,
  revokePolicies,
  type SasKind,
} from './lib/sas';
import {
  corsFinding,
  findingLines,
  policyFinding,
  signatureFinding,
  urlFindings,
} from './lib/sas-check';

/** The site's origin, from its address in the profile. */
function siteOrigin(): string {
  const { file, schema } = CONTENT_FILES.profile;
  return new URL(parseContent(file, schema, JSON.parse(readFileSync(file, 'utf8'))).siteUrl).origin;
}

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

async function mint(account: StorageAccount, expiresOn: Date, preview: boolean): Promise<void> {
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
  // The expiry goes beside the secret as a variable: the notice warns by it, never seeing the URL.
  const expiry = new URL(url).searchParams.get('se');
  const use = preview
    ? 'Store it as the secret PREVIEW_CONTACT_TABLE_URL of the GitHub environment "preview-build"\n' +
      '(docs/owner/setup.md), and a new one before it expires.\n' +
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

async function mintOwner(account: StorageAccount, kind: OwnerJob, expiresOn: Date): Promise<void> {
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

const REVOKED: Record<SasKind, string> = {
  form: 'URL signed against it stops working within 30 seconds, and the contact form with it.\nMint a new URL (npm run sas -- --days 180; it creates a new policy), build and redeploy.',
  purge:
    'purge connection string signed against it stops working within 30 seconds.\nMint a new one (npm run sas -- --purge --days 365) and update the PURGE_CONNECTION_STRING secret.',
  notify:
    'notice connection string signed against it stops working within 30 seconds.\nMint a new one (npm run sas -- --notify --days 365) and update the NOTIFY_CONNECTION_STRING secret.',
};

const WHOSE: Record<SasKind, string> = {
  form: "the site's form",
  purge: 'the scheduled purge',
  notify: 'the hourly notice',
};

async function revoke(account: StorageAccount, kind: SasKind, preview: boolean): Promise<void> {
  const table = preview ? PREVIEW_TABLE : CONTACT_TABLE;
  const revoked = await revokePolicies(contactTable(account, table), kind);
  const whose = preview ? "the previews' form" : WHOSE[kind];
  if (revoked.length === 0) {
    console.log(`No stored access policy of ${whose} on table "${table}": nothing to revoke.`);
    return;
  }
  if (preview) {
    console.log(
      `Deleted the stored access policy ${revoked.map((name) => `"${name}"`).join(', ')} of ` +
        `${whose}: every preview URL signed against it stops working within 30 seconds.\n` +
        'Mint a new one (npm run sas -- --preview --days 30) and update PREVIEW_CONTACT_TABLE_URL.',
    );
    return;
  }
  const names = revoked.map((name) => `"${name}"`).join(', ');
  console.log(`Deleted the stored access policy ${names} of ${whose}: every ${REVOKED[kind]}`);
}

async function check(account: StorageAccount, url: string, origin = siteOrigin()): Promise<void> {
  const findings = urlFindings(url, { local: process.env[LOCAL_VARIABLE] === '1' });
  if (findings.every((found) => found.level !== 'fail')) {
    findings.push(
      await policyFinding(url, contactTable(account)),
      await signatureFinding(url),
      await corsFinding(url, origin),
    );
  }
  console.log(findingLines(findings));
  if (findings.some((found) => found.level === 'fail')) process.exitCode = 1;
}

await runOwnerCommand(async (account) => {
  const options = sasOptions(process.argv.slice(2));
  if (options.mode === 'mint' && options.kind !== 'form') {
    return mintOwner(account, options.kind, options.expiresOn);
  }
  if (options.mode === 'mint') return mint(account, options.expiresOn, options.preview);
  if (options.mode === 'revoke') return revoke(account, options.kind, options.preview);
  return check(account, options.url, options.origin);
});
