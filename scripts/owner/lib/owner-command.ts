// Runs an owner command: --help prints the usage and exits with 0, a mistake on the command line
// exits with 2 and the usage, a storage failure with 1 and what to do about it. Scheduled jobs see
// the exit code.
import { storageAccount, type StorageAccount } from './connection';
import { errorMessage, errorStatus } from '../../build/errors';
import { HelpRequest, UsageError } from './owner-args';

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

/** Ends a command that failed: help on stdout (exit 0), anything else as `message` says. */
function end(error: unknown, message: (error: unknown) => string): void {
  if (error instanceof HelpRequest) {
    console.log(error.message);
    return;
  }
  console.error(`✖ ${message(error)}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}

/** Calls `main()` of a command that needs no storage, ending it as an owner command ends. */
export async function runCommand(main: () => unknown): Promise<void> {
  try {
    await main();
  } catch (error) {
    end(error, errorMessage);
  }
}

/**
 * Reads the command line with `read` (before anything else, so --help always answers), then calls
 * `main` with the options and the storage account, and turns its failures into a message and an
 * exit code.
 */
export async function runOwnerCommand<Options>(
  read: (argv: readonly string[]) => Options,
  main: (options: Options, account: StorageAccount) => Promise<void>,
): Promise<void> {
  let account: StorageAccount | undefined;
  try {
    const options = read(process.argv.slice(2));
    account = storageAccount();
    await main(options, account);
  } catch (error) {
    end(error, (failure) => (account ? explain(failure, account) : errorMessage(failure)));
  }
}
