// The one place that signs for the contact table: the form's add-only URL and the jobs' connection
// strings, each with an expiry; against a stored access policy in production, none on Azurite.
import { randomBytes } from 'node:crypto';
import {
  AzureNamedKeyCredential,
  generateTableSas,
  type SignedIdentifier,
  type TableSasPermissions,
} from '@azure/data-tables';
import { CONTACT_PARTITION, CONTACT_TABLE } from '@/scripts/build/table-url/table-url';

/**
 * The stored access policies on the contact table, one per kind, named by prefix and day: deleting
 * one revokes only its SASes, and a new name means a revoked SAS never comes back.
 */
const POLICY_PREFIX = { form: 'site-form-', purge: 'site-purge-', notify: 'site-notify-' };

/** Whose SAS: the site's form, the scheduled purge or the hourly digest. */
export type SasKind = keyof typeof POLICY_PREFIX;
/** The scheduled owner jobs, each with a connection string of its own. */
export type OwnerJob = Exclude<SasKind, 'form'>;

/** What each owner job's connection string may do on table `contact`, and nothing else. */
const OWNER_PERMISSIONS: Record<OwnerJob, TableSasPermissions> = {
  purge: { query: true, delete: true },
  notify: { query: true },
};

/** The account to sign with: its key never leaves this machine, only signatures made with it. */
type Signer = { tableEndpoint: string; accountName: string; accountKey: string };

/** A table's stored access policies, as TableClient reads and replaces them (the whole list). */
export type PolicyTable = {
  getAccessPolicy: () => Promise<SignedIdentifier[]>;
  setAccessPolicy: (identifiers: SignedIdentifier[]) => Promise<unknown>;
};

/**
 * The full URL the browser posts to: table endpoint, `/contact` (or a preview's `table`) and an
 * add-only SAS.
 */
export function contactTableSasUrl({
  tableEndpoint,
  accountName,
  accountKey,
  expiresOn,
  https,
  policy,
  table = CONTACT_TABLE,
}: Signer & { expiresOn: Date; https: boolean; policy?: string; table?: string }): string {
  const sas = generateTableSas(table, new AzureNamedKeyCredential(accountName, accountKey), {
    permissions: { add: true },
    // Rows only in the form's partition (Azure enforces the range; Azurite does not).
    startPartitionKey: CONTACT_PARTITION,
    endPartitionKey: CONTACT_PARTITION,
    expiresOn,
    protocol: https ? 'https' : 'https,http',
    // The policy holds only its name: permission and expiry stay in the URL, where the build
    // can check them.
    ...(policy ? { identifier: policy } : {}),
  });
  return `${tableEndpoint.replace(/\/+$/, '')}/${table}?${sas}`;
}

/**
 * A scheduled job's connection string: table endpoint and a SAS for table `contact` only, read and
 * delete (purge) or read (notify), https and policy-bound except on the local Azurite.
 */
export function ownerConnectionString({
  kind,
  tableEndpoint,
  accountName,
  accountKey,
  expiresOn,
  https = true,
  policy,
}: Signer & { kind: OwnerJob; expiresOn: Date; https?: boolean; policy?: string }): string {
  const sas = generateTableSas(
    CONTACT_TABLE,
    new AzureNamedKeyCredential(accountName, accountKey),
    {
      permissions: OWNER_PERMISSIONS[kind],
      expiresOn,
      protocol: https ? 'https' : 'https,http',
      ...(policy ? { identifier: policy } : {}),
    },
  );
  return `TableEndpoint=${tableEndpoint.replace(/\/+$/, '')};SharedAccessSignature=${sas}`;
}

/** A new policy name for `kind` (form or purge): its prefix, today's date, a few random characters. */
export function newPolicyName(kind: SasKind, now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${POLICY_PREFIX[kind]}${day}-${randomBytes(3).toString('hex')}`;
}

const isPolicyOf = (kind: SasKind) => (identifier: SignedIdentifier) =>
  identifier.id.startsWith(POLICY_PREFIX[kind]);

/**
 * The policy of `kind` to sign against: the current one, or a new one added to the table's list
 * (other policies on the table are kept). Returns its name and whether it was created.
 */
export async function ensurePolicy(
  table: PolicyTable,
  kind: SasKind,
  now = new Date(),
): Promise<{ policy: string; created: boolean }> {
  const identifiers = [...(await table.getAccessPolicy())];
  const current = identifiers.find(isPolicyOf(kind));
  if (current) return { policy: current.id, created: false };
  const policy = newPolicyName(kind, now);
  await table.setAccessPolicy([...identifiers, { id: policy }]);
  return { policy, created: true };
}

/** Deletes the policies of `kind` (every other policy on the table stays); returns their names. */
export async function revokePolicies(table: PolicyTable, kind: SasKind): Promise<string[]> {
  const identifiers = [...(await table.getAccessPolicy())];
  const revoked = identifiers.filter(isPolicyOf(kind)).map((identifier) => identifier.id);
  if (revoked.length > 0) {
    await table.setAccessPolicy(identifiers.filter((identifier) => !isPolicyOf(kind)(identifier)));
  }
  return revoked;
}
