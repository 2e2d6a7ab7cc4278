// The one place that signs a contact table URL: add permission, table `contact`, an expiry.
// Used by `npm run sas` (production, https only) and for the local Azurite (http).
import { AzureNamedKeyCredential, generateTableSas } from '@azure/data-tables';
import { CONTACT_TABLE } from './table-url.mjs';

/** The full URL the browser posts to: table endpoint, `/contact` and an add-only SAS. */
export function contactTableSasUrl({ tableEndpoint, accountName, accountKey, expiresOn, https }) {
  const sas = generateTableSas(
    CONTACT_TABLE,
    new AzureNamedKeyCredential(accountName, accountKey),
    {
      permissions: { add: true },
      expiresOn,
      protocol: https ? 'https' : 'https,http',
    },
  );
  return `${tableEndpoint.replace(/\/+$/, '')}/${CONTACT_TABLE}?${sas}`;
}
