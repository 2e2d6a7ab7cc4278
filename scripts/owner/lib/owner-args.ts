// How the owner commands read options: a mistake is a UsageError, found before anything touches
// the storage.
import { existsSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { errorMessage } from '../../build/errors';

/** A mistake on the command line: the message ends with the command's usage. */
export class UsageError extends Error {}

/** --help or -h: the message is the command's usage, and the command ends well. */
export class HelpRequest extends Error {}

/** The options a command takes, as parseArgs describes them. */
type OptionSpec = NonNullable<ParseArgsConfig['options']>;

/**
 * The values of `argv` by `spec`; --help or -h is a HelpRequest, anything else a UsageError that
 * ends with `usage`.
 */
export function options<Spec extends OptionSpec>(
  usage: string,
  argv: readonly string[],
  spec: Spec,
) {
  if (argv.some((word) => word === '--help' || word === '-h')) throw new HelpRequest(usage);
  try {
    return parseArgs({ args: argv, options: spec, strict: true }).values;
  } catch (error) {
    throw new UsageError(`${errorMessage(error)}\n${usage}`);
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A time must say its zone (Z or +01:00): without one it would depend on the machine.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The value of the option `name`: YYYY-MM-DD (UTC; its first or last second, as `edge` says) or an
 * ISO time with its zone. Anything else is a UsageError that ends with `usage`.
 */
export function dateOption(
  name: string,
  value: string,
  usage: string,
  edge: 'start' | 'end' = 'start',
): Date {
  const day = DAY.exec(value);
  if (day) {
    const date = new Date(`${value}T${edge === 'end' ? '23:59:59' : '00:00:00'}Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)) return date;
  } else if (DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) {
    return new Date(value);
  }
  throw new UsageError(
    `--${name} ${value} is not a date: use YYYY-MM-DD or a time with its zone, such as ` +
      `2027-06-30T12:00:00Z.\n${usage}`,
  );
}

/**
 * The file an option names, which must be there; undefined when the option is not given. A file a
 * command reads that is missing is a mistake, not an empty input.
 */
export function existingFile(name: string, file: string | undefined, usage: string) {
  if (file !== undefined && !existsSync(file))
    throw new UsageError(`--${name} ${file}: there is no such file.\n${usage}`);
  return file;
}

/** --stop-after: a whole number of seconds, or undefined when not given. */
export function stopAfterOption(value: string | undefined, usage: string): number | undefined {
  const seconds = value === undefined ? undefined : Number(value);
  if (seconds !== undefined && !(Number.isInteger(seconds) && seconds > 0))
    throw new UsageError(`--stop-after ${value} is not a number of seconds.\n${usage}`);
  return seconds;
}

const INBOX_USAGE = 'Usage: npm run inbox [-- --csv]';

/** What `npm run inbox` is asked to show. */
export type InboxOptions = { csv: boolean };

export function inboxOptions(argv: readonly string[]): InboxOptions {
  return { csv: Boolean(options(INBOX_USAGE, argv, { csv: { type: 'boolean' } }).csv) };
}
