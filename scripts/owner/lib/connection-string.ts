// Reads an Azure Storage connection string (portal → Access keys): an account and key, or an
// explicit TableEndpoint (Azurite) or a SharedAccessSignature.

/** What a connection string names: the account, its key or a SAS (if any), the table endpoint. */
export type ConnectionStringParts = {
  accountName: string;
  accountKey: string | undefined;
  sas: string | undefined;
  tableEndpoint: string;
};

/** The account an endpoint's host names first: consultant.table.core.windows.net → consultant. */
const endpointAccount = (endpoint: string) => new URL(endpoint).hostname.split('.')[0] ?? '';

/** The account name, key (if any), SAS (if any) and table endpoint it names. */
export function parseConnectionString(text: string): ConnectionStringParts {
  const parts = new Map<string, string>();
  for (const part of text.split(';')) {
    if (!part.trim()) continue;
    const equals = part.indexOf('=');
    if (equals < 1) throw new Error('The connection string is not a list of Name=value; pairs.');
    parts.set(part.slice(0, equals).trim().toLowerCase(), part.slice(equals + 1).trim());
  }
  const accountName = parts.get('accountname');
  const explicit = parts.get('tableendpoint')?.replace(/\/+$/, '');
  if (!explicit && !accountName) {
    throw new Error('The connection string has neither an AccountName nor a TableEndpoint.');
  }
  const protocol = parts.get('defaultendpointsprotocol') ?? 'https';
  const suffix = parts.get('endpointsuffix') ?? 'core.windows.net';
  return {
    // Without an AccountName, the TableEndpoint is there (checked above).
    accountName: accountName ?? (explicit ? endpointAccount(explicit) : ''),
    accountKey: parts.get('accountkey'),
    sas: parts.get('sharedaccesssignature'),
    tableEndpoint: explicit ?? `${protocol}://${accountName}.table.${suffix}`,
  };
}
