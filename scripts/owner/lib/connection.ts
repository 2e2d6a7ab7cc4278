// Where the owner commands find the contact table: the storage account in
// AZURE_STORAGE_CONNECTION_STRING, or the local Azurite that `npm start` runs when it is not set.
import { TableClient } from '@azure/data-tables';
import { CONTACT_TABLE, isLoopbackHost } from '@/scripts/build/table-url/table-url';
import { parseConnectionString, type ConnectionStringParts } from './connection-string';
import { devConnectionString, TABLE_PORT } from './local-azurite';

/** The connection string in use, what it names, and whether it is the local Azurite. */
export type StorageAccount = ConnectionStringParts & { connectionString: string; local: boolean };

export function storageAccount(): StorageAccount {
  const fromEnv = process.env.AZURE_STORAGE_CONNECTION_STRING?.trim();
  const connectionString = fromEnv || devConnectionString(TABLE_PORT);
  return { connectionString, local: !fromEnv, ...parseConnectionString(connectionString) };
}

/** A client for the contact table (or `table`); plain http only to this machine (Azurite). */
export function contactTable(
  account: Pick<StorageAccount, 'connectionString' | 'tableEndpoint'>,
  table = CONTACT_TABLE,
): TableClient {
  const { hostname, protocol } = new URL(account.tableEndpoint);
  return TableClient.fromConnectionString(account.connectionString, table, {
    allowInsecureConnection: protocol === 'http:' && isLoopbackHost(hostname),
  });
}
