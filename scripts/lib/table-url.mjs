// Checks NEXT_PUBLIC_CONTACT_TABLE_URL before it is baked into the site. Every visitor's browser
// can read this URL, so it must point at the contact table with a SAS that may only add rows:
// anything more (read, delete, an account key) would hand every contact request to anyone.
// Plain and dependency-free: next.config.mjs imports it.

export const CONTACT_TABLE = 'contact';
export const TABLE_URL_VARIABLE = 'NEXT_PUBLIC_CONTACT_TABLE_URL';

// Plain http is only acceptable when the request never leaves the machine (Azurite).
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
// A storage account key is 64 bytes: 86 base64 characters and '=='. A SAS signature is 32 bytes.
const ACCOUNT_KEY = /[A-Za-z0-9+/]{86}==/;

function decoded(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Says why `value` cannot serve as the contact table URL; undefined when it can. */
export function contactTableUrlProblem(value, now = new Date()) {
  if (!value?.trim()) return 'it is not set';
  if (/AccountKey\s*=/i.test(value) || ACCOUNT_KEY.test(decoded(value))) {
    return 'it contains a storage account key, which must never reach the browser';
  }
  let url;
  try {
    url = new URL(value);
  } catch {
    return 'it is not an absolute URL';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) {
    return `it must use https (http is only accepted for 127.0.0.1 and localhost), not ${url.protocol}//${url.host}`;
  }
  if (url.username || url.password) return 'it must not contain a user name or password';
  if (url.pathname.split('/').at(-1) !== CONTACT_TABLE) {
    return `its path must end in the table name "${CONTACT_TABLE}" (it is "${url.pathname}")`;
  }
  const query = url.searchParams;
  const missing = ['sv', 'sp', 'sig'].filter((name) => !query.get(name));
  if (missing.length > 0) {
    return `its query string is not a SAS: it lacks ${missing.map((name) => `"${name}"`).join(', ')}`;
  }
  if (query.get('sp') !== 'a') {
    return `its SAS must allow add only (sp=a), not sp=${query.get('sp')}`;
  }
  const table = query.get('tn');
  if (table && table.toLowerCase() !== CONTACT_TABLE) {
    return `its SAS is for table "${table}", not "${CONTACT_TABLE}"`;
  }
  const expiry = query.get('se');
  if (expiry && Number.isNaN(Date.parse(expiry)))
    return `its SAS expiry se=${expiry} is not a date`;
  if (expiry && Date.parse(expiry) <= now.getTime()) return `its SAS expired on ${expiry}`;
  return undefined;
}

/** The message for someone whose build stopped: what is wrong and how to put it right. */
export function explainTableUrlProblem(problem) {
  return [
    `${TABLE_URL_VARIABLE} cannot be used: ${problem}.`,
    'The contact form posts to this URL (the contact table with an add-only SAS), so the site',
    'is not built without it.',
    '  - Locally: run `npm start` (or `npm test`); it starts Azurite and sets the variable for you.',
    '  - For production: mint a SAS with `npm run sas -- --expires YYYY-MM-DD`, then build with',
    `    ${TABLE_URL_VARIABLE}='<the printed URL>' npm run build`,
  ].join('\n');
}
