// npm run notify: the hourly digest's text (.github/workflows/notify.yml posts it), or nothing;
// counts and times only, never a request's content: it reads each row's time alone, so it counts
// every row of the table, a row posted another way than by the form too.
// Usage: see USAGE in scripts/owner/lib/notify-args.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { contactTable } from './lib/connection';
import { digestText } from './lib/digest';
import { warnings, type WorkflowRun } from './lib/digest-warnings';
import { DIGEST_MARGIN_MS, digestRun, digestState, withDigestState } from './lib/digest-state';
import { notifyOptions } from './lib/notify-args';
import { runOwnerCommand } from './lib/owner-command';

/** A workflow's runs as `gh run list --json conclusion,createdAt` lists them. */
const runsSchema = z.array(z.object({ conclusion: z.string(), createdAt: z.string() }));

/** The runs in FILE, or undefined when no file is given (then they are not judged). */
function readRuns(file: string | undefined): WorkflowRun[] | undefined {
  if (!file) return undefined;
  const parsed = runsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file} is not as expected:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * When a SAS expires (its `se` as the owner noted it in a variable beside the secret), if known.
 * The digest never sees the URL itself: only the build does.
 */
function notedExpiry(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

await runOwnerCommand(notifyOptions, async (options, account) => {
  const bodyFile = options.issueBody;
  const issueBody = bodyFile ? readFileSync(bodyFile, 'utf8') : '';
  const state = digestState(issueBody);
  const now = new Date();
  const deadline = options.stopAfter ? now.getTime() + options.stopAfter * 1000 : Infinity;
  // The digest's window ends a minute back, so a row stored during its scan is the next run's; by
  // hand (no issue body, no next run) everything stored until now is counted.
  const margin = options.issueBody === undefined ? 0 : DIGEST_MARGIN_MS;
  const until = options.until ?? new Date(now.getTime() - margin).toISOString();
  const { count, complete, kept } = await digestRun(contactTable(account), {
    state,
    until,
    deadline,
  });
  const found = warnings({
    purgeRuns: readRuns(options.purgeRuns),
    digestRuns: readRuns(options.digestRuns),
    siteSasExpiry: notedExpiry(process.env.CONTACT_SAS_EXPIRES),
    previewSasExpiry: notedExpiry(process.env.PREVIEW_SAS_EXPIRES),
    now,
  });
  const text = digestText({
    count,
    complete,
    since: state.until,
    noticed: state.noticed,
    warnings: found,
    now,
  });
  if (options.stateOut) {
    const noticed = text ? now.toISOString() : state.noticed;
    writeFileSync(options.stateOut, withDigestState(issueBody, { ...kept, noticed }));
  }
  if (text) console.log(text);
  else
    console.error(
      `No new contact requests${found.length ? ' (warnings were given within a day)' : ''}.`,
    );
});
