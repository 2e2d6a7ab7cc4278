// The whole check of a contact table URL, for the build and the owner's commands.
import { sasProblem } from './table-sas';
import { addressProblem } from './table-url-address';
import {
  CONTACT_TABLE,
  CUSTOM_HOST_VARIABLE,
  isLoopbackHost,
  LIVE_TABLE,
  refuse,
  type TableTarget,
  type TableUrlProblem,
} from './table-url';

// A storage account key is 64 bytes: 86 base64 characters and '=='. A SAS signature is 32 bytes.
const ACCOUNT_KEY = /[A-Za-z0-9+/]{86}==/;

/** Decodes every well-formed %XX sequence and keeps a malformed one as it is, as a server would. */
function decodedOnce(value: string): string {
  return value.replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

function decoded(value: string): string {
  let current = value;
  let next = decodedOnce(current);
  while (next !== current) {
    current = next;
    next = decodedOnce(current);
  }
  return current;
}

/** Whether a URL names the live site's table, in its path or in its SAS (tn=). */
function namesLiveTable(url: URL): boolean {
  const last = url.pathname.split('/').pop()?.toLowerCase();
  const tables = [...url.searchParams]
    .filter(([name]) => name.toLowerCase() === 'tn')
    .map(([, table]) => table.toLowerCase());
  return last === CONTACT_TABLE || tables.includes(CONTACT_TABLE);
}

// `local` relaxes the rules for Azurite on a loopback host only; `customHost` is the account's
// table host where it has another name.
export function contactTableUrlProblem(
  value: string | undefined,
  {
    now = new Date(),
    local = false,
    customHost = process.env[CUSTOM_HOST_VARIABLE],
    target = LIVE_TABLE,
  }: { now?: Date; local?: boolean; customHost?: string; target?: TableTarget } = {},
): TableUrlProblem | undefined {
  const { mint } = target;
  if (!value?.trim()) {
    return refuse('it is not set', `locally run \`npm start\` or \`npm test\`; to deploy, ${mint}`);
  }
  if (/AccountKey\s*=/i.test(value) || ACCOUNT_KEY.test(decoded(value))) {
    return refuse(
      'it contains a storage account key, which must never reach the browser',
      `keep the key to yourself (rotate it if it was published) and ${mint}`,
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse('it is not an absolute URL', mint);
  }
  if (target.table !== CONTACT_TABLE && namesLiveTable(url)) {
    return refuse(
      `it points at the live site's table "${CONTACT_TABLE}": what is tried out on a preview ` +
        "must never land among visitors' requests",
      mint,
    );
  }
  // The local build's relaxations hold for this machine's own storage only.
  const loopback = local && isLoopbackHost(url.hostname);
  return (
    addressProblem(url, loopback, customHost, target) ??
    sasProblem(url.searchParams, now, loopback, target)
  );
}
