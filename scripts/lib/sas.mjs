// The one place that signs a contact table URL: add permission, table `contact`, an expiry.
// Used by `npm run sas` (production, https only, against a stored access policy) and for the
// local Azurite (http, without one).
import { randomBytes } from 'node:crypto';
import { AzureNamedKeyCredential, generateTableSas } from '@azure/data-tables';
import { CONTACT_TABLE } from './table-url.mjs';

/**
 * The site's stored access policies on the contact table are named with this prefix and the day
 * they were made. A SAS names its policy (si=); deleting the policy revokes every SAS signed
 * against it. A new policy gets a new name, so a revoked SAS never comes back to life.
 */
export const POLICY_PREFIX = 'site-form-';

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
      expiresOn,
      protocol: https ? 'https' : 'https,http',
      // The policy holds only its name: permission and expiry stay in the URL, where the build
      // can check them.
      ...(policy ? { identifier: policy } : {}),
    },
  );
  return `${tableEndpoint.replace(/\/+$/, '')}/${CONTACT_TABLE}?${sas}`;
}

/** A new policy name: the prefix, today's date and a few random characters. */
export function newPolicyName(now = new Date()) {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${POLICY_PREFIX}${day}-${randomBytes(3).toString('hex')}`;
}

const isSitePolicy = (identifier) => identifier.id.startsWith(POLICY_PREFIX);

/**
 * The policy to sign against: the site's current one, or a new one added to the table's list
 * (other policies on the table are kept). Returns its name and whether it was created.
 */
export async function ensurePolicy(table, now = new Date()) {
  const identifiers = [...(await table.getAccessPolicy())];
  const current = identifiers.find(isSitePolicy);
  if (current) return { policy: current.id, created: false };
  const policy = newPolicyName(now);
  await table.setAccessPolicy([...identifiers, { id: policy }]);
  return { policy, created: true };
}

/** Deletes the site's policies (other policies on the table stay); returns their names. */
export async function revokePolicies(table) {
  const identifiers = [...(await table.getAccessPolicy())];
  const revoked = identifiers.filter(isSitePolicy).map((identifier) => identifier.id);
  if (revoked.length > 0) {
    await table.setAccessPolicy(identifiers.filter((identifier) => !isSitePolicy(identifier)));
  }
  return revoked;
}
