// Runs an owner command: a mistake on the command line exits with 2 and the usage, a storage
// failure with 1 and what to do about it. Scheduled jobs see the exit code.
import { storageAccount } from './connection.mjs';
import { UsageError } from './owner-args.mjs';

const UNREACHABLE = ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'REQUEST_SEND_ERROR'];

function explain(error, account) {
  const where = `${account.tableEndpoint}/contact`;
  const local = account.local
    ? '\n  This is the local Azurite: is `npm start` running? For Azure, set AZURE_STORAGE_CONNECTION_STRING.'
    : '';
  if (UNREACHABLE.includes(error.code)) return `Cannot reach ${where}: ${error.message}${local}`;
  if (error.statusCode === 404)
    return `There is no table "contact" at ${account.tableEndpoint}.${local}`;
  if (error.statusCode === 403) {
    return `${where} refused access (403): check the key or SAS in AZURE_STORAGE_CONNECTION_STRING.`;
  }
  return error.message;
}

/** Calls `main(account)` and turns its failures into a message and an exit code. */
export async function runOwnerCommand(main) {
  let account;
  try {
    account = storageAccount();
    await main(account);
  } catch (error) {
    console.error(`✖ ${account ? explain(error, account) : error.message}`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}
