// What `npm run notify` is asked to do: where the digest issue's body and the workflows' runs are
// (each file it reads must be there), up to when it counts, and how long it may read.
import { dateOption, existingFile, options, stopAfterOption } from './owner-args';

const USAGE =
  'Usage: npm run notify [-- --issue-body FILE [--state-out FILE]] [--purge-runs FILE]\n' +
  '                      [--digest-runs FILE] [--until ISO] [--stop-after SECONDS]';

export type NotifyOptions = {
  issueBody?: string;
  stateOut?: string;
  purgeRuns?: string;
  digestRuns?: string;
  /** Counts up to this time (ISO 8601), if given. */
  until?: string;
  /** Reads for at most this many seconds, if given. */
  stopAfter?: number;
};

export function notifyOptions(argv: readonly string[]): NotifyOptions {
  const values = options(USAGE, argv, {
    'issue-body': { type: 'string' },
    'state-out': { type: 'string' },
    'purge-runs': { type: 'string' },
    'digest-runs': { type: 'string' },
    until: { type: 'string' },
    'stop-after': { type: 'string' },
  });
  const until = values.until === undefined ? undefined : dateOption('until', values.until, USAGE);
  const stopAfter = stopAfterOption(values['stop-after'], USAGE);
  return {
    issueBody: existingFile('issue-body', values['issue-body'], USAGE),
    stateOut: values['state-out'],
    purgeRuns: existingFile('purge-runs', values['purge-runs'], USAGE),
    digestRuns: existingFile('digest-runs', values['digest-runs'], USAGE),
    until: until?.toISOString(),
    stopAfter,
  };
}
