// Runs an owner command: a mistake on the command line exits with 2 and the usage, a storage
// failure with 1 and what to do about it. Scheduled jobs see the exit code.
import { storageAccount, type StorageAccount } from './connection';
import { errorMessage, errorStatus } from '../../build/errors';
import { UsageError } from './owner-args';

const UNREACHABLE = ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'REQUEST_SEND_ERROR'];

function explain(error: unknown, account: StorageAccount): string {
  const { code, statusCode } = errorStatus(error);
  const where = `${account.tableEndpoint}/contact`;
  const local = account.local
    ? '\n  This is the local Azurite: is `npm start` running? For Azure, set AZURE_STORAGE_CONNECTION_STRING.'
    : '';
  if (typeof code === 'string' && UNREACHABLE.includes(code)) {
    return `Cannot reach ${where}: ${errorMessage(error)}${local}`;
  }
  if (statusCode === 404) return `There is no table "contact" at ${account.tableEndpoint}.${local}`;
  if (statusCode === 403) {
    return (
      `${where} refused access (403): check the key or SAS in AZURE_STORAGE_CONNECTION_STRING ` +
      "(in a workflow: its environment's connection string secret)."
    );
  }
  return errorMessage(error);
}

/** Calls `main(account)` and turns its failures into a message and an exit code. */
export async function runOwnerCommand(
  main: (account: StorageAccount) => Promise<void>,
): Promise<void> {
  let account: StorageAccount | undefined;
  try {
    account = storageAccount();
    await main(account);
  } catch (error) {
    console.error(`✖ ${account ? explain(error, account) : errorMessage(error)}`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}
