// The owner commands' options, checked before anything touches the storage.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { MAX_PREVIEW_SAS_DAYS } from '@/lib/preview';
import { MAX_SAS_DAYS } from '@/lib/table-url';
import { errorMessage } from '../../build/errors';
import { monthsBefore } from './months';
import type { SasKind } from './sas';

/** The privacy statement's promise: contact requests are kept for 3 months. */
const KEEP_MONTHS = 3;

const USAGE = {
  inbox: 'Usage: npm run inbox [-- --csv]',
  purge:
    'Usage: npm run purge [-- --dry-run] [--before YYYY-MM-DD [--force]]\n' +
    '                     [--stop-after SECONDS] [--continuation FILE]',
  sas: [
    "Usage: npm run sas -- --expires YYYY-MM-DD   mint the site's URL (or --days N; a year at most)",
    '       npm run sas -- --revoke               every URL minted so far stops working',
    "       npm run sas -- --preview --days N      mint the previews' URL (table contactpreview)",
    '       npm run sas -- --preview --revoke     every preview URL stops working',
    "       npm run sas -- --purge --days N        mint the scheduled purge's connection string",
    '       npm run sas -- --purge --revoke       every purge connection string stops working',
    "       npm run sas -- --notify --days N       mint the hourly notice's read-only connection string",
    '       npm run sas -- --notify --revoke      every notice connection string stops working',
    '       npm run sas -- --check URL [--origin https://www.example.com]',
    '                                             does a deployed URL still work?',
  ].join('\n'),
};

/** A mistake on the command line: the message ends with the command's usage. */
export class UsageError extends Error {}

/** The options a command takes, as parseArgs describes them. */
type OptionSpec = NonNullable<ParseArgsConfig['options']>;

function options<Spec extends OptionSpec>(
  command: keyof typeof USAGE,
  argv: readonly string[],
  spec: Spec,
) {
  try {
    return parseArgs({ args: argv, options: spec, strict: true }).values;
  } catch (error) {
    throw new UsageError(`${errorMessage(error)}\n${USAGE[command]}`);
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A time must say its zone (Z or +01:00): without one it would depend on the machine.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** YYYY-MM-DD (UTC; its first or last second, as `edge` says) or an ISO time with a zone. */
export function parseDate(value: string, edge?: 'start' | 'end'): Date {
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

/** What `npm run inbox` is asked to show. */
export type InboxOptions = { csv: boolean };

export function inboxOptions(argv: readonly string[]): InboxOptions {
  return { csv: Boolean(options('inbox', argv, { csv: { type: 'boolean' } }).csv) };
}

/**
 * What `npm run purge` is asked to do: delete, or only show, what was received before `cutoff`;
 * stop after `stopAfter` seconds, if given, and keep where it stopped in `continuation`.
 */
export type PurgeOptions = {
  dryRun: boolean;
  cutoff: Date;
  stopAfter?: number;
  continuation?: string;
};

/**
 * What to purge: received before `cutoff`, 3 calendar months ago unless --before says. A cutoff
 * later than that deletes requests the privacy statement promises to keep answering for, so it
 * needs --force (a dry run shows it without).
 */
export function purgeOptions(argv: readonly string[], now = new Date()): PurgeOptions {
  const values = options('purge', argv, {
    'dry-run': { type: 'boolean' },
    before: { type: 'string' },
    force: { type: 'boolean' },
    'stop-after': { type: 'string' },
    continuation: { type: 'string' },
  });
  const stop = values['stop-after'];
  const stopAfter = stop === undefined ? undefined : Number(stop);
  if (stopAfter !== undefined && !(Number.isInteger(stopAfter) && stopAfter > 0))
    throw new UsageError(`--stop-after ${stop} is not a number of seconds.\n${USAGE.purge}`);
  const promised = monthsBefore(now, KEEP_MONTHS);
  const cutoff = values.before === undefined ? promised : parseDate(values.before);
  if (cutoff > now) throw new UsageError(`--before ${values.before} is in the future.`);
  const dryRun = Boolean(values['dry-run']);
  if (values.force && values.before === undefined) {
    throw new UsageError(`--force goes with --before.\n${USAGE.purge}`);
  }
  if (cutoff > promised && !dryRun && !values.force) {
    throw new UsageError(
      `--before ${values.before} would also delete requests younger than ${KEEP_MONTHS} months ` +
        `(received after ${promised.toISOString()}). Look first with --dry-run; add --force ` +
        'if that is what you mean.',
    );
  }
  return {
    dryRun,
    cutoff,
    ...(stopAfter ? { stopAfter } : {}),
    ...(values.continuation ? { continuation: values.continuation } : {}),
  };
}

/** What `npm run sas` is asked to do, for the site's form (`kind` form) or an owner job. */
export type SasOptions =
  | { mode: 'mint'; kind: SasKind; expiresOn: Date; preview: boolean }
  | { mode: 'revoke'; kind: SasKind; preview: boolean }
  | { mode: 'check'; url: string; origin: string | undefined };

/**
 * What `npm run sas` is asked to do: mint a URL (an expiry is required, in the future and at
 * most a year away; a preview's at most 92 days), revoke every URL minted so far, or check a
 * deployed URL.
 */
export function sasOptions(argv: readonly string[], now = new Date()): SasOptions {
  const values = options('sas', argv, {
    expires: { type: 'string' },
    days: { type: 'string' },
    revoke: { type: 'boolean' },
    purge: { type: 'boolean' },
    notify: { type: 'boolean' },
    preview: { type: 'boolean' },
    check: { type: 'string' },
    origin: { type: 'string' },
  });
  const modes = (['expires', 'days', 'revoke', 'check'] as const).filter(
    (name) => values[name] !== undefined,
  );
  if (modes.length === 0) throw new UsageError(`A SAS needs an expiry.\n${USAGE.sas}`);
  if (modes.length > 1) {
    throw new UsageError(
      `Give one of ${modes.map((mode) => `--${mode}`).join(', ')}.\n${USAGE.sas}`,
    );
  }
  if (values.origin !== undefined && values.check === undefined) {
    throw new UsageError(`--origin goes with --check.\n${USAGE.sas}`);
  }
  const jobs = (['purge', 'notify', 'preview'] as const).filter((name) => values[name]);
  if (jobs.length > 1) {
    throw new UsageError(
      `Give ${jobs.map((job) => `--${job}`).join(' or ')}, one at a time.\n${USAGE.sas}`,
    );
  }
  const preview = Boolean(values.preview);
  if (preview && values.check !== undefined) {
    throw new UsageError(`--check is for the site's URL, not with --preview.\n${USAGE.sas}`);
  }
  const kind = values.purge ? 'purge' : values.notify ? 'notify' : 'form';
  if (kind !== 'form' && values.check !== undefined) {
    throw new UsageError(`--check is for the site's URL, not with --${kind}.\n${USAGE.sas}`);
  }
  if (values.revoke) return { mode: 'revoke', kind, preview };
  if (values.check !== undefined) {
    if (values.origin !== undefined && !/^https?:\/\/[^/]+$/.test(values.origin)) {
      throw new UsageError(`--origin needs an origin such as https://www.example.com.`);
    }
    return { mode: 'check', url: values.check, origin: values.origin };
  }
  if (values.days !== undefined && !/^[1-9]\d*$/.test(values.days)) {
    throw new UsageError(`--days needs a whole number of days, not "${values.days}".`);
  }
  // Exactly one of --expires and --days is left.
  const expiresOn =
    values.expires !== undefined
      ? parseDate(values.expires, 'end')
      : new Date(now.getTime() + Number(values.days) * 86_400_000);
  if (expiresOn <= now) {
    throw new UsageError(`The expiry ${expiresOn.toISOString()} is in the past.`);
  }
  if (preview && expiresOn.getTime() - now.getTime() > MAX_PREVIEW_SAS_DAYS * 86_400_000) {
    throw new UsageError(
      `The expiry ${expiresOn.toISOString()} is more than ${MAX_PREVIEW_SAS_DAYS} days away: ` +
        "a preview's URL is for trying the form out. Mint one for a month or so, and a new " +
        'one when it runs out.',
    );
  }
  if (expiresOn.getTime() - now.getTime() > MAX_SAS_DAYS * 86_400_000) {
    throw new UsageError(
      `The expiry ${expiresOn.toISOString()} is more than a year away: a URL that leaks must ` +
        'not stay valid that long. Mint one for a year at most, and a new one before it expires.',
    );
  }
  return { mode: 'mint', kind, expiresOn, preview };
}
