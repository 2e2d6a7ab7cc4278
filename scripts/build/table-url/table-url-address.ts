// The address part of the contact table URL: https to an Azure table endpoint (or local
// Azurite) and the table's path, nothing else.
import {
  CUSTOM_HOST_VARIABLE,
  isLoopbackHost,
  refuse,
  type TableTarget,
  type TableUrlProblem,
} from './table-url';
import { LOCAL_VARIABLE } from '@/lib/local-build';

/** Azure's own table endpoint of a storage account (3 to 24 lower-case letters and digits). */
const AZURE_TABLE_HOST = /^[a-z0-9]{3,24}\.table\.core\.windows\.net$/;

const isIpAddress = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname.startsWith('[');

/** What is wrong with the URL itself (not its SAS), or undefined. */
export function addressProblem(
  url: URL,
  local: boolean,
  customHost: string | undefined,
  { table, mint }: TableTarget,
): TableUrlProblem | undefined {
  const loopback = url.protocol === 'http:' && isLoopbackHost(url.hostname);
  if (loopback && !local) {
    return refuse(
      `it points at the local Azurite (${url.host}), which no visitor can reach`,
      `a site built for Azurite must not be deployed: ${mint}. ` +
        `(npm start, npm test and npm run bench set ${LOCAL_VARIABLE}=1 for their local builds.)`,
    );
  }
  if (url.protocol !== 'https:' && !loopback) {
    return refuse(`it must use https, not ${url.protocol}//`, mint);
  }
  if (!loopback) {
    const custom = customHost?.toLowerCase();
    const known = AZURE_TABLE_HOST.test(url.hostname) || (custom && url.hostname === custom);
    if (!known || isIpAddress(url.hostname) || isLoopbackHost(url.hostname) || url.port) {
      return refuse(
        `its host ${url.host} is not an Azure table endpoint (ACCOUNT.table.core.windows.net)`,
        `use the storage account's table endpoint, as \`npm run sas\` prints it; for an account ` +
          `whose table endpoint has another host name (Azure DNS zone endpoints), set ` +
          `${CUSTOM_HOST_VARIABLE} to that host name`,
      );
    }
  }
  if (url.username || url.password) {
    return refuse('it contains a user name or password', 'leave them out: the SAS is the key');
  }
  if (url.hash) return refuse('it has a #fragment', 'leave it out');
  // Azure: the table right after the host; Azurite: after the account name (path-style URLs).
  const path = loopback ? new RegExp(`^/[a-z0-9]+/${table}$`) : new RegExp(`^/${table}$`);
  if (!path.test(url.pathname)) {
    return refuse(
      `its path must be exactly "/${table}" (it is "${url.pathname}")`,
      `use the table endpoint followed by /${table}, as \`npm run sas\` prints it`,
    );
  }
  return undefined;
}
