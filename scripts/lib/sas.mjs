// The one place that signs for the contact table: the site's URL (add permission only), the
// scheduled purge's connection string (read and delete) and the hourly notice's (read only),
// each with an expiry. Used by
// `npm run sas` (production, https only, against a stored access policy) and for the local
// Azurite (http, without one).
import { randomBytes } from 'node:crypto';
import { AzureNamedKeyCredential, generateTableSas } from '@azure/data-tables';
import { CONTACT_PARTITION, CONTACT_TABLE } from './table-url.mjs';

/**
 * The stored access policies this project keeps on the contact table, one for the site's form
 * and one for the scheduled purge, named with a prefix and the day they were made. A SAS names
 * its policy (si=); deleting the policy revokes every SAS signed against it, and only those: the
 * form and the purge are revoked apart. A new policy gets a new name, so a revoked SAS never
 * comes back to life.
 */
const POLICY_PREFIX = { form: 'site-form-', purge: 'site-purge-', notify: 'site-notify-' };

/** What each owner job's connection string may do on table `contact`, and nothing else. */
const OWNER_PERMISSIONS = { purge: { query: true, delete: true }, notify: { query: true } };

/** The full URL the browser posts to: table endpoint, `/contact` and an add-only SAS. */
export function contactTableSasUrl({
  tableEndpoint,
  accountName,
  accountKey,
  expiresOn,
  https,
  policy,
}) {
  const sas = generateTableSas(
    CONTACT_TABLE,
    new AzureNamedKeyCredential(accountName, accountKey),
    {
      permissions: { add: true },
      // Rows only in the form's partition (Azure enforces the range; Azurite does not).
      startPartitionKey: CONTACT_PARTITION,
      endPartitionKey: CONTACT_PARTITION,
      expiresOn,
      protocol: https ? 'https' : 'https,http',
      // The policy holds only its name: permission and expiry stay in the URL, where the build
      // can check them.
      ...(policy ? { identifier: policy } : {}),
    },
  );
  return `${tableEndpoint.replace(/\/+$/, '')}/${CONTACT_TABLE}?${sas}`;
}

/**
 * The connection string of a scheduled owner job (`kind` purge or notify): the table endpoint
 * and a SAS for table `contact` only, https only, signed against that job's policy, that may
 * read and delete rows (purge) or only read them (notify).
 */
export function ownerConnectionString({
  kind,
  tableEndpoint,
  accountName,
  accountKey,
  expiresOn,
  policy,
}) {
  const sas = generateTableSas(
    CONTACT_TABLE,
    new AzureNamedKeyCredential(accountName, accountKey),
    {
      permissions: OWNER_PERMISSIONS[kind],
      expiresOn,
      protocol: 'https',
      identifier: policy,
    },
  );
  return `TableEndpoint=${tableEndpoint.replace(/\/+$/, '')};SharedAccessSignature=${sas}`;
}

/** A new policy name for `kind` (form or purge): its prefix, today's date, a few random characters. */
export function newPolicyName(kind, now = new Date()) {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${POLICY_PREFIX[kind]}${day}-${randomBytes(3).toString('hex')}`;
}

const isPolicyOf = (kind) => (identifier) => identifier.id.startsWith(POLICY_PREFIX[kind]);

/**
 * The policy of `kind` to sign against: the current one, or a new one added to the table's list
 * (other policies on the table are kept). Returns its name and whether it was created.
 */
export async function ensurePolicy(table, kind, now = new Date()) {
  const identifiers = [...(await table.getAccessPolicy())];
  const current = identifiers.find(isPolicyOf(kind));
  if (current) return { policy: current.id, created: false };
  const policy = newPolicyName(kind, now);
  await table.setAccessPolicy([...identifiers, { id: policy }]);
  return { policy, created: true };
}

/** Deletes the policies of `kind` (every other policy on the table stays); returns their names. */
export async function revokePolicies(table, kind) {
  const identifiers = [...(await table.getAccessPolicy())];
  const revoked = identifiers.filter(isPolicyOf(kind)).map((identifier) => identifier.id);
  if (revoked.length > 0) {
    await table.setAccessPolicy(identifiers.filter((identifier) => !isPolicyOf(kind)(identifier)));
  }
  return revoked;
}
