// npm run sas: mints or revokes a SAS for the site's form, its previews or an owner job, or checks
// a deployed URL (docs/owner/requests.md).
// Usage: npm run sas -- [--preview|--purge|--notify] --days N|--expires DATE|--revoke|--check URL
import { CONTENT_FILES } from '@/lib/content/files';
import { readContent } from '@/scripts/build/read-content';
import { LOCAL_VARIABLE } from '@/lib/local-build';
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
  return new URL(readContent(file, schema).siteUrl).origin;
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

await runOwnerCommand(sasOptions, async (options, account) => {
  if (options.mode === 'mint' && options.kind !== 'form') {
    return mintOwner(account, options.kind, options.expiresOn);
  }
  if (options.mode === 'mint') return mint(account, options.expiresOn, options.preview);
  if (options.mode === 'revoke') return revoke(account, options.kind, options.preview);
  return check(account, options.url, options.origin);
});
