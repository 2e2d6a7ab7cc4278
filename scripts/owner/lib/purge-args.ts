// What `npm run purge` is asked to delete, held to the privacy statement's 3 months.
import { monthsBefore } from './months';
import { dateOption, options, stopAfterOption, UsageError } from './owner-args';

/** The privacy statement's promise: contact requests are kept for 3 months. */
const KEEP_MONTHS = 3;

const USAGE =
  'Usage: npm run purge [-- --dry-run] [--before YYYY-MM-DD [--force]]\n' +
  '                     [--stop-after SECONDS] [--continuation FILE]\n' +
  '--before also takes a time with its zone (2026-11-24T15:00:00Z), since a date in the future\n' +
  'is refused.';

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
 * What to purge: received before `cutoff`, 3 calendar months ago unless --before says; a later
 * cutoff deletes requests the privacy statement promises to keep, so it needs --force.
 */
export function purgeOptions(argv: readonly string[], now = new Date()): PurgeOptions {
  const values = options(USAGE, argv, {
    'dry-run': { type: 'boolean' },
    before: { type: 'string' },
    force: { type: 'boolean' },
    'stop-after': { type: 'string' },
    continuation: { type: 'string' },
  });
  const stopAfter = stopAfterOption(values['stop-after'], USAGE);
  const promised = monthsBefore(now, KEEP_MONTHS);
  const cutoff =
    values.before === undefined ? promised : dateOption('before', values.before, USAGE);
  if (cutoff > now) throw new UsageError(`--before ${values.before} is in the future.\n${USAGE}`);
  const dryRun = Boolean(values['dry-run']);
  if (values.force && values.before === undefined) {
    throw new UsageError(`--force goes with --before.\n${USAGE}`);
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
