// Revoking for `npm run sas --revoke`: deleting a stored access policy cuts off every SAS signed
// against it, without rotating the account key.
import { PREVIEW_TABLE } from '@/lib/preview';
import { CONTACT_TABLE } from '@/scripts/build/table-url/table-url';
import { contactTable, type StorageAccount } from '../connection';
import { revokePolicies, type SasKind } from './sign';

const REVOKED: Record<SasKind, string> = {
  form: 'URL signed against it stops working within 30 seconds, and the contact form with it.\nMint a new URL (npm run sas -- --days 180; it creates a new policy), build and redeploy.',
  purge:
    'purge connection string signed against it stops working within 30 seconds.\nMint a new one (npm run sas -- --purge --days 365) and update the PURGE_CONNECTION_STRING secret.',
  notify:
    'digest connection string signed against it stops working within 30 seconds.\nMint a new one (npm run sas -- --notify --days 365) and update the NOTIFY_CONNECTION_STRING secret.',
};

const WHOSE: Record<SasKind, string> = {
  form: "the site's form",
  purge: 'the scheduled purge',
  notify: 'the hourly digest',
};

export async function revoke(
  account: StorageAccount,
  kind: SasKind,
  preview: boolean,
): Promise<void> {
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
        'Mint a new one (npm run --silent sas -- --preview --days 30, with the preview storage ' +
        "account's connection string) and update PREVIEW_CONTACT_TABLE_URL.",
    );
    return;
  }
  const names = revoked.map((name) => `"${name}"`).join(', ');
  console.log(`Deleted the stored access policy ${names} of ${whose}: every ${REVOKED[kind]}`);
}
