// Checks NEXT_PUBLIC_CONTACT_TABLE_URL before it is baked into the site. Every visitor's browser
// can read this URL, so it must point at the contact table with a SAS that can do nothing but add
// rows to that one table, for a limited time: anything more would hand every contact request (or
// the whole storage account) to anyone. npm run build checks it before Next.js builds
// (scripts/check-table-url.ts); the owner's commands check the URLs they mint with it too. A
// preview build's form posts to a table of its own, under the same rules, and never to the live
// site's table.
import { MAX_PREVIEW_SAS_DAYS, PREVIEW_TABLE } from './preview';

export const CONTACT_TABLE = 'contact';
/** The partition every request of the form is stored in (lib/contact/submit.ts writes it). */
export const CONTACT_PARTITION = 'contact';
export const TABLE_URL_VARIABLE = 'NEXT_PUBLIC_CONTACT_TABLE_URL';
/** Set to 1 by the commands that build for the local Azurite (start, test, bench, shots). */
export const LOCAL_VARIABLE = 'CONTACT_TABLE_LOCAL';
/** A custom domain for the table endpoint, when the owner gave the storage account one. */
const CUSTOM_HOST_VARIABLE = 'CONTACT_TABLE_HOST';

/** Azure's own table endpoint of a storage account (3 to 24 lower-case letters and digits). */
const AZURE_TABLE_HOST = /^[a-z0-9]{3,24}\.table\.core\.windows\.net$/;
/** Every parameter a service SAS for a table may carry; Azure reads their names in any case. */
const SAS_PARAMETERS = [
  'sv',
  'tn',
  'sp',
  'st',
  'se',
  'spk',
  'srk',
  'epk',
  'erk',
  'sip',
  'spr',
  'si',
  'sig',
];

/** A SAS may run at most this long: the owner mints a new one at least once a year. */
export const MAX_SAS_DAYS = 366;
/** The build warns when the SAS expires sooner than this. */
const WARN_SAS_DAYS = 30;

const DAY_MS = 86_400_000;
/** Hosts a request to never leaves this machine: the only ones plain http is acceptable for. */
export const isLoopbackHost = (hostname: string): boolean =>
  ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
// A storage account key is 64 bytes: 86 base64 characters and '=='. A SAS signature is 32 bytes.
const ACCOUNT_KEY = /[A-Za-z0-9+/]{86}==/;
// The forms of ISO 8601 that Azure accepts for a SAS's times, always in UTC.
const ISO_UTC = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,7})?)?Z)?$/;

/** The moment an ISO 8601 UTC time names, or undefined when it is malformed or does not exist. */
function isoUtcTime(value: string): Date | undefined {
  const parts = ISO_UTC.exec(value);
  if (!parts) return undefined;
  // Six numbers, one per group; a time the value leaves out is 0.
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = parts
    .slice(1, 7)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const time = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  const exists =
    time.getUTCFullYear() === year &&
    time.getUTCMonth() === month - 1 &&
    time.getUTCDate() === day &&
    time.getUTCHours() === hours &&
    time.getUTCMinutes() === minutes &&
    time.getUTCSeconds() === seconds;
  return exists ? time : undefined;
}

const MINT = 'mint one with `npm run sas -- --expires YYYY-MM-DD` and build with the URL it prints';

/** The table a build's form posts to, how its URL is minted, and how long its SAS may run. */
export type TableTarget = { table: string; mint: string; maxDays: number; most: string };

/** The live site's: table `contact`. */
export const LIVE_TABLE: TableTarget = {
  table: CONTACT_TABLE,
  mint: MINT,
  maxDays: MAX_SAS_DAYS,
  most: 'a year',
};

/** A preview's: a table of its own, and a short SAS. */
export const PREVIEW_TABLE_TARGET: TableTarget = {
  table: PREVIEW_TABLE,
  mint:
    "mint one with `npm run sas -- --preview --days 30` (with the preview storage account's " +
    "connection string) and store it as the preview environment's PREVIEW_CONTACT_TABLE_URL",
  maxDays: MAX_PREVIEW_SAS_DAYS,
  most: `${MAX_PREVIEW_SAS_DAYS} days`,
};

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

/**
 * The value decoded again and again until it no longer changes: a key encoded twice (%252B) is
 * still a key. Each round that changes it makes it shorter, so this ends.
 */
function decoded(value: string): string {
  let current = value;
  let next = decodedOnce(current);
  while (next !== current) {
    current = next;
    next = decodedOnce(current);
  }
  return current;
}

const isIpAddress = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname.startsWith('[');

/** Why a URL cannot serve as the contact table URL, and how to put it right. */
export type TableUrlProblem = { reason: string; fix: string };

const refuse = (reason: string, fix: string): TableUrlProblem => ({ reason, fix });

/** What is wrong with the URL itself (not its SAS), or undefined. */
function addressProblem(
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
        `use the storage account's table endpoint, as \`npm run sas\` prints it; for a custom ` +
          `domain of the account, set ${CUSTOM_HOST_VARIABLE} to that host name`,
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

/** The SAS's parameters by their lower-case names, as Azure reads them, each with its values. */
function sasParameters(query: URLSearchParams) {
  const byName = new Map<string, string[]>();
  for (const [name, value] of query) {
    const lower = name.toLowerCase();
    byName.set(lower, [...(byName.get(lower) ?? []), value]);
  }
  return {
    names: byName,
    get: (name: string) => byName.get(name)?.[0],
    has: (name: string) => byName.has(name),
  };
}

/**
 * What is wrong with the SAS in the query string, or undefined. A SAS for Azure must have the
 * shape `npm run sas` mints: signed against a stored access policy (si=, so that it can be
 * revoked without rotating the account key) and https only (spr=https). A local build's SAS,
 * for this machine's Azurite, has neither.
 */
function sasProblem(
  search: URLSearchParams,
  now: Date,
  local: boolean,
  { table: target, mint: MINT, maxDays, most }: TableTarget,
): TableUrlProblem | undefined {
  const query = sasParameters(search);
  const repeated = [...query.names].filter(([, values]) => values.length > 1).map(([name]) => name);
  if (repeated.length > 0) {
    return refuse(
      `its SAS gives ${repeated.map((name) => `"${name}"`).join(', ')} more than once`,
      `a repeated parameter may be read one way here and another way by Azure: ${MINT}`,
    );
  }
  if (query.has('ss') || query.has('srt')) {
    return refuse(
      'it carries an account SAS (ss=/srt=), valid for every table of the account (and with ' +
        'ss=b, q or f also for blobs, queues and files)',
      `use a SAS for the ${target} table only: ${MINT}`,
    );
  }
  const unknown = [...query.names.keys()].filter((name) => !SAS_PARAMETERS.includes(name));
  if (unknown.length > 0) {
    return refuse(
      `its query string has ${unknown.map((name) => `"${name}"`).join(', ')}, which is not part of a table SAS`,
      `use the URL exactly as \`npm run sas\` prints it: ${MINT}`,
    );
  }
  const missing = ['sv', 'sig'].filter((name) => !query.get(name));
  if (missing.length > 0) {
    const names = missing.map((name) => `"${name}"`).join(', ');
    return refuse(`its query string is not a SAS (it lacks ${names})`, MINT);
  }
  const table = query.get('tn');
  if (table?.toLowerCase() !== target) {
    return refuse(
      table ? `its SAS is for table "${table}"` : 'its SAS does not name its table (tn=)',
      `it must be a SAS for table "${target}" (tn=${target}): ${MINT}`,
    );
  }
  const range = ['spk', 'epk'].filter((name) => query.has(name));
  if (range.length === 0) {
    return refuse(
      'its SAS lets rows into any partition (it has no spk=, epk=): a flood could spread them ' +
        'over a partition each, which the purge reaches last',
      `use spk=${CONTACT_PARTITION}&epk=${CONTACT_PARTITION}, as \`npm run sas\` mints it: ${MINT}`,
    );
  }
  if (range.length === 1 || range.some((name) => query.get(name) !== CONTACT_PARTITION)) {
    return refuse(
      `its SAS confines rows to partitions other than "${CONTACT_PARTITION}" (spk=, epk=), where the form stores none`,
      `use spk=${CONTACT_PARTITION}&epk=${CONTACT_PARTITION}, as \`npm run sas\` mints it: ${MINT}`,
    );
  }
  if (query.get('sp') !== 'a') {
    return refuse(
      `its SAS must allow add only (sp=a), not ${query.has('sp') ? `sp=${query.get('sp')}` : 'leave sp= out'}`,
      `anyone can read this URL; with more than add they could read or delete requests: ${MINT}`,
    );
  }
  if (!local && !query.get('si')) {
    return refuse(
      'its SAS names no stored access policy (si=): if it leaked, only rotating the account key ' +
        'could revoke it',
      MINT,
    );
  }
  const protocol = query.get('spr');
  if (!local && protocol !== 'https') {
    return refuse(
      `its SAS must insist on https (spr=https), not ${protocol ? `spr=${protocol}` : 'leave spr= out'}`,
      MINT,
    );
  }
  const expiry = query.get('se');
  if (!expiry) return refuse('its SAS never expires (no se=)', MINT);
  const expires = isoUtcTime(expiry);
  if (!expires) {
    return refuse(`its SAS expiry se=${expiry} is not a date that exists, in ISO 8601 UTC`, MINT);
  }
  const start = query.get('st');
  if (start !== undefined) {
    const starts = isoUtcTime(start);
    if (!starts)
      return refuse(`its SAS start st=${start} is not a date that exists, in ISO 8601 UTC`, MINT);
    if (starts.getTime() > now.getTime()) {
      return refuse(`its SAS only starts at ${start}: the form could not send until then`, MINT);
    }
  }
  const left = expires.getTime() - now.getTime();
  if (left <= 0) return refuse(`its SAS expired on ${expiry}`, `the form cannot send: ${MINT}`);
  if (left > maxDays * DAY_MS) {
    return refuse(
      `its SAS runs until ${expiry}, more than ${most} away`,
      `a SAS that leaks must not stay valid that long: ${MINT}, at most ${most} ahead`,
    );
  }
  return undefined;
}

/** Whether a URL names the live site's table, in its path or in its SAS (tn=). */
function namesLiveTable(url: URL): boolean {
  const last = url.pathname.split('/').pop()?.toLowerCase();
  const tables = [...url.searchParams]
    .filter(([name]) => name.toLowerCase() === 'tn')
    .map(([, table]) => table.toLowerCase());
  return last === CONTACT_TABLE || tables.includes(CONTACT_TABLE);
}

/**
 * Why `value` cannot serve as the contact table URL, as { reason, fix }; undefined when it can.
 * `local` (CONTACT_TABLE_LOCAL=1) also accepts plain http to this machine's Azurite;
 * `customHost` (CONTACT_TABLE_HOST) a custom domain of the storage account's table endpoint;
 * `target` the table the build posts to: the live site's unless a preview's is given.
 */
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
  return (
    addressProblem(url, local, customHost, target) ??
    sasProblem(url.searchParams, now, local, target)
  );
}

/**
 * A reminder when an otherwise usable URL's SAS runs out within a month (`withinDays`);
 * undefined otherwise.
 */
export function contactTableUrlWarning(
  value: string | undefined,
  { now = new Date(), withinDays = WARN_SAS_DAYS }: { now?: Date; withinDays?: number } = {},
): string | undefined {
  // Unset, it is no URL (as new URL(undefined) would have said).
  if (value === undefined) return undefined;
  let expiry: string | null;
  try {
    expiry = new URL(value).searchParams.get('se');
  } catch {
    return undefined;
  }
  const days = expiry ? (Date.parse(expiry) - now.getTime()) / DAY_MS : Number.NaN;
  if (!(days > 0 && days < withinDays)) return undefined;
  return (
    `The contact table SAS in ${TABLE_URL_VARIABLE} expires on ${expiry}, in ${Math.ceil(days)} ` +
    `day(s): the contact form stops working then. Mint a new one (npm run sas) and redeploy before.`
  );
}

/** The message for someone whose build stopped: what is wrong and how to put it right. */
export function explainTableUrlProblem({ reason, fix }: TableUrlProblem): string {
  return [
    `${TABLE_URL_VARIABLE} cannot be used: ${reason}.`,
    `To fix it: ${fix}.`,
    'The contact form posts to this URL (the contact table with an add-only SAS), so the site',
    'is not built without a usable one.',
  ].join('\n');
}
