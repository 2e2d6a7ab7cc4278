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
import { LOCAL_VARIABLE } from '@/lib/table-url';
import { contactTable, type StorageAccount } from './lib/connection';
import { runOwnerCommand } from './lib/owner-command';
import { sasOptions } from './lib/sas/args';
import {
  corsFinding,
  findingLines,
  policyFinding,
  signatureFinding,
  urlFindings,
} from './lib/sas/check';
import { mint, mintOwner } from './lib/sas/mint';
import { revoke } from './lib/sas/revoke';

/** The site's origin, from its address in the profile. */
function siteOrigin(): string {
  const { file, schema } = CONTENT_FILES.profile;
  return new URL(parseContent(file, schema, JSON.parse(readFileSync(file, 'utf8'))).siteUrl).origin;
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
