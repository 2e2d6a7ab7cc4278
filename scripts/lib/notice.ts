// The hourly notice to the site's owner (npm run notify, .github/workflows/notify.yml): how many
// contact requests came in since the last notice, and what needs the owner's hand (a failed or
// stopped purge, the site's SAS running out). Only counts and times: never a name, an address
// or a remark leaves the table. The notice remembers where it stopped in a marker inside its own
// comment, the table's own Timestamp of the last request it counted, so a late or skipped run
// loses nothing and counts nothing twice.

const MARKER = /<!-- contact-notice until=([0-9T:.\-Z]+) -->/;
const DAY_MS = 86_400_000;
/** The purge runs daily: a last run older than this means it failed to start or was stopped. */
const PURGE_LATE_DAYS = 2;
/** Warnings without new requests are repeated at most once a day. */
const REPEAT_MS = DAY_MS;
const SAS_WARN_DAYS = 30;

/** Where the previous notice stopped: the Timestamp text of the last request it counted. */
export function noticeMarker(previousBody: string | undefined): string | undefined {
  return MARKER.exec(previousBody ?? '')?.[1];
}

/** 2026-11-24 09:17 UTC */
const minute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The table filter of the requests a notice counts: those after the marker, if there is one. */
export function newRequestsFilter(marker: string | undefined): string | undefined {
  // The marker keeps the table's own precision (7 decimals): a Date would round it, and the last
  // counted request would be counted again.
  return marker ? `Timestamp gt datetime'${marker}'` : undefined;
}

/** A run of the purge workflow, as `gh run list --json conclusion,createdAt` lists it. */
export type PurgeRun = { conclusion: string; createdAt: string };

/** The purge's last completed run (`gh run list`, newest first), if it needs the owner. */
function purgeWarning(purgeRuns: readonly PurgeRun[], now: Date): string | undefined {
  const [last] = purgeRuns;
  if (!last) return 'The daily purge has never run: start it once in the Actions tab.';
  if (last.conclusion === 'failure')
    return `The daily purge failed on ${minute(last.createdAt)}: see the Actions tab.`;
  if (now.getTime() - Date.parse(last.createdAt) > PURGE_LATE_DAYS * DAY_MS)
    return (
      `The daily purge has not run since ${minute(last.createdAt)}: GitHub stops scheduled ` +
      'workflows after 60 days without activity. Enable it again in the Actions tab.'
    );
  return undefined;
}

/** The contact form's SAS expiry (its `se`), if it is near or past. */
function sasWarning(expiry: string, now: Date): string | undefined {
  const days = Math.ceil((Date.parse(expiry) - now.getTime()) / DAY_MS);
  if (days > SAS_WARN_DAYS) return undefined;
  if (days <= 0)
    return "The contact form's SAS has expired: the form cannot send. Mint a new one (npm run sas) and redeploy.";
  const when = minute(new Date(expiry).toISOString());
  return `The contact form's SAS expires on ${when}, in ${days} day(s): mint a new one (npm run sas) and redeploy.`;
}

/**
 * What needs the owner's hand: the purge (`purgeRuns` left out when unknown, as on a local run)
 * and the contact form's SAS (`siteSasExpiry` left out when unknown).
 */
export function warnings({
  purgeRuns,
  siteSasExpiry,
  now,
}: {
  purgeRuns?: readonly PurgeRun[];
  siteSasExpiry?: string;
  now: Date;
}): string[] {
  return [
    purgeRuns && purgeWarning(purgeRuns, now),
    siteSasExpiry && sasWarning(siteSasExpiry, now),
  ].filter((warning): warning is string => Boolean(warning));
}

/**
 * The comment to post, or undefined when there is nothing to say: new requests, or warnings
 * not repeated within a day. `latest` is the Timestamp text of the newest request counted.
 */
export function noticeBody({
  count,
  latest,
  previousBody,
  previousAt,
  warnings: found,
  now,
}: {
  count: number;
  latest?: string;
  previousBody?: string;
  previousAt?: string;
  warnings: readonly string[];
  now: Date;
}): string | undefined {
  const since = noticeMarker(previousBody);
  const repeatWarnings =
    found.length > 0 && (!previousAt || now.getTime() - Date.parse(previousAt) >= REPEAT_MS);
  if (count === 0 && !repeatWarnings) return undefined;
  const lines: string[] = [];
  if (count > 0) {
    const what = `${count} new contact request${count === 1 ? '' : 's'}`;
    lines.push(
      `${what} ${since ? `since ${minute(since)}` : 'in the table'} — run \`npm run inbox\`.`,
    );
  }
  lines.push(...found.map((warning) => `⚠ ${warning}`));
  const until = count > 0 ? latest : since;
  if (until) lines.push('', `<!-- contact-notice until=${until} -->`);
  return lines.join('\n');
}
