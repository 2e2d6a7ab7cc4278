// The contact table URL's names, the tables a build may post to, and how a problem is told.
// Every visitor can read this URL, so its SAS may only add rows to one table for a limited time.
import { MAX_PREVIEW_SAS_DAYS, PREVIEW_TABLE } from '@/lib/preview';

export const CONTACT_TABLE = 'contact';
/** The partition every request of the form is stored in (lib/contact/submit.ts writes it). */
export const CONTACT_PARTITION = 'contact';
export const TABLE_URL_VARIABLE = 'NEXT_PUBLIC_CONTACT_TABLE_URL';
/** The host of an account whose table endpoint has another host name (Azure DNS zone endpoints). */
export const CUSTOM_HOST_VARIABLE = 'CONTACT_TABLE_HOST';

/** A SAS may run at most this long: the owner mints a new one at least once a year. */
export const MAX_SAS_DAYS = 366;
/** Hosts a request to never leaves this machine: the only ones plain http is acceptable for. */
export const isLoopbackHost = (hostname: string): boolean =>
  ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);

const MINT =
  "mint one with `npm run --silent sas -- --days 180` (with the storage account's connection " +
  'string), store it as the secret CONTACT_TABLE_URL of the `production-build` environment and ' +
  'its expiry as the repository variable CONTACT_SAS_EXPIRES';

/** The table a build's form posts to, how its URL is minted, and how long its SAS may run. */
export type TableTarget = { table: string; mint: string; maxDays: number; most: string };

export const LIVE_TABLE: TableTarget = {
  table: CONTACT_TABLE,
  mint: MINT,
  maxDays: MAX_SAS_DAYS,
  most: 'a year',
};

export const PREVIEW_TABLE_TARGET: TableTarget = {
  table: PREVIEW_TABLE,
  mint:
    'mint one with `npm run --silent sas -- --preview --days 30` (with the preview storage ' +
    "account's connection string), store it as the secret PREVIEW_CONTACT_TABLE_URL of the " +
    '`preview-build` environment and its expiry as the repository variable PREVIEW_SAS_EXPIRES',
  maxDays: MAX_PREVIEW_SAS_DAYS,
  most: `${MAX_PREVIEW_SAS_DAYS} days`,
};

export type TableUrlProblem = { reason: string; fix: string };

export const refuse = (reason: string, fix: string): TableUrlProblem => ({ reason, fix });

export function explainTableUrlProblem({ reason, fix }: TableUrlProblem): string {
  return [
    `${TABLE_URL_VARIABLE} cannot be used: ${reason}.`,
    `To fix it: ${fix}.`,
    'The contact form posts to this URL (the contact table with an add-only SAS), so the site',
    'is not built without a usable one.',
  ].join('\n');
}
