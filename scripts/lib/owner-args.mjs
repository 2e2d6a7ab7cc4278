// The owner commands' options, checked before anything touches the storage.
import { parseArgs } from 'node:util';
import { monthsBefore } from './months.mjs';

/** The privacy statement's promise: contact requests are kept for 3 months. */
export const KEEP_MONTHS = 3;

export const USAGE = {
  inbox: 'Usage: npm run inbox [-- --csv]',
  purge: 'Usage: npm run purge [-- --dry-run] [--before YYYY-MM-DD]',
  sas: 'Usage: npm run sas -- --expires YYYY-MM-DD   or   npm run sas -- --days N',
};

/** A mistake on the command line: the message ends with the command's usage. */
export class UsageError extends Error {}

function options(command, argv, spec) {
  try {
    return parseArgs({ args: argv, options: spec, strict: true }).values;
  } catch (error) {
    throw new UsageError(`${error.message}\n${USAGE[command]}`);
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A time must say its zone (Z or +01:00): without one it would depend on the machine.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** YYYY-MM-DD (UTC; its first or last second, as `edge` says) or an ISO time with a zone. */
export function parseDate(value, edge) {
  const day = DAY.exec(value);
  if (day) {
    const date = new Date(`${value}T${edge === 'end' ? '23:59:59' : '00:00:00'}Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)) return date;
  } else if (DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) {
    return new Date(value);
  }
  throw new UsageError(
    `"${value}" is not a date: use YYYY-MM-DD or a time such as 2027-06-30T12:00:00Z.`,
  );
}

export function inboxOptions(argv) {
  return { csv: Boolean(options('inbox', argv, { csv: { type: 'boolean' } }).csv) };
}

/** What to purge: received before `cutoff` (3 calendar months ago unless --before says). */
export function purgeOptions(argv, now = new Date()) {
  const values = options('purge', argv, {
    'dry-run': { type: 'boolean' },
    before: { type: 'string' },
  });
  const cutoff =
    values.before === undefined ? monthsBefore(now, KEEP_MONTHS) : parseDate(values.before);
  if (cutoff > now) throw new UsageError(`--before ${values.before} is in the future.`);
  return { dryRun: Boolean(values['dry-run']), cutoff };
}

/** The expiry of a production SAS: required, and in the future. */
export function sasOptions(argv, now = new Date()) {
  const values = options('sas', argv, { expires: { type: 'string' }, days: { type: 'string' } });
  if (values.expires === undefined && values.days === undefined) {
    throw new UsageError(`A SAS needs an expiry.\n${USAGE.sas}`);
  }
  if (values.expires !== undefined && values.days !== undefined) {
    throw new UsageError(`Give --expires or --days, not both.\n${USAGE.sas}`);
  }
  if (values.days !== undefined && !/^[1-9]\d*$/.test(values.days)) {
    throw new UsageError(`--days needs a whole number of days, not "${values.days}".`);
  }
  const expiresOn =
    values.days === undefined
      ? parseDate(values.expires, 'end')
      : new Date(now.getTime() + Number(values.days) * 86_400_000);
  if (expiresOn <= now) {
    throw new UsageError(`The expiry ${expiresOn.toISOString()} is in the past.`);
  }
  return { expiresOn };
}
