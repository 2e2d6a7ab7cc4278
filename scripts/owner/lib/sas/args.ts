// What `npm run sas` is asked to do: mint, revoke or check, for the site, its previews or a job.
import { MAX_PREVIEW_SAS_DAYS } from '@/lib/preview';
import { DAY_MS } from '@/scripts/build/table-url/table-sas-time';
import { MAX_SAS_DAYS } from '@/scripts/build/table-url/table-url';
import { dateOption, options, UsageError } from '../owner-args';
import type { SasKind } from './sign';

const USAGE = [
  "Usage: npm run --silent sas -- --days 180           mint the site's URL (or --expires YYYY-MM-DD; a year at most)",
  '       npm run sas -- --revoke                      every URL minted so far stops working',
  "       npm run --silent sas -- --preview --days 30  mint the previews' URL (table contactpreview; 92 days at most)",
  '       npm run sas -- --preview --revoke            every preview URL stops working',
  "       npm run --silent sas -- --purge --days 365   mint the scheduled purge's connection string",
  '       npm run sas -- --purge --revoke              every purge connection string stops working',
  "       npm run --silent sas -- --notify --days 365  mint the hourly digest's read-only connection string",
  '       npm run sas -- --notify --revoke             every digest connection string stops working',
  '       npm run sas -- --check URL [--origin https://www.example.com]',
  '                                                    does a deployed URL still work?',
].join('\n');

/** What `npm run sas` is asked to do, for the site's form (`kind` form) or an owner job. */
export type SasOptions =
  | { mode: 'mint'; kind: SasKind; expiresOn: Date; preview: boolean }
  | { mode: 'revoke'; kind: SasKind; preview: boolean }
  | { mode: 'check'; url: string; origin: string | undefined };

/**
 * What `npm run sas` is asked to do: mint (expiry in the future, at most a year; a preview's 92
 * days), revoke every URL minted so far, or check a deployed URL.
 */
export function sasOptions(argv: readonly string[], now = new Date()): SasOptions {
  const values = options(USAGE, argv, {
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
  if (modes.length === 0) throw new UsageError(`A SAS needs an expiry.\n${USAGE}`);
  if (modes.length > 1) {
    throw new UsageError(`Give one of ${modes.map((mode) => `--${mode}`).join(', ')}.\n${USAGE}`);
  }
  if (values.origin !== undefined && values.check === undefined) {
    throw new UsageError(`--origin goes with --check.\n${USAGE}`);
  }
  const jobs = (['purge', 'notify', 'preview'] as const).filter((name) => values[name]);
  if (jobs.length > 1) {
    throw new UsageError(
      `Give ${jobs.map((job) => `--${job}`).join(' or ')}, one at a time.\n${USAGE}`,
    );
  }
  const preview = Boolean(values.preview);
  if (preview && values.check !== undefined) {
    throw new UsageError(`--check is for the site's URL, not with --preview.\n${USAGE}`);
  }
  const kind = values.purge ? 'purge' : values.notify ? 'notify' : 'form';
  if (kind !== 'form' && values.check !== undefined) {
    throw new UsageError(`--check is for the site's URL, not with --${kind}.\n${USAGE}`);
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
      ? dateOption('expires', values.expires, USAGE, 'end')
      : new Date(now.getTime() + Number(values.days) * DAY_MS);
  if (expiresOn <= now) {
    throw new UsageError(`The expiry ${expiresOn.toISOString()} is in the past.`);
  }
  if (preview && expiresOn.getTime() - now.getTime() > MAX_PREVIEW_SAS_DAYS * DAY_MS) {
    throw new UsageError(
      `The expiry ${expiresOn.toISOString()} is more than ${MAX_PREVIEW_SAS_DAYS} days away: ` +
        "a preview's URL is for trying the form out. Mint one for a month or so, and a new " +
        'one when it runs out.',
    );
  }
  if (expiresOn.getTime() - now.getTime() > MAX_SAS_DAYS * DAY_MS) {
    throw new UsageError(
      `The expiry ${expiresOn.toISOString()} is more than a year away: a URL that leaks must ` +
        'not stay valid that long. Mint one for a year at most, and a new one before it expires.',
    );
  }
  return { mode: 'mint', kind, expiresOn, preview };
}
