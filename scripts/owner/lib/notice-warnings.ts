// What needs the owner's hand, for the hourly notice (notice.ts words it): a scheduled job that
// did not succeed, or the site's SAS running out.

const DAY_MS = 86_400_000;
/** The scheduled purge runs daily: a last run older than this means it stopped being scheduled. */
const PURGE_LATE_DAYS = 2;
const SAS_WARN_DAYS = 30;

/** 2026-11-24 09:17 UTC */
export const minute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** A run of a scheduled workflow, as `gh run list --json conclusion,createdAt` lists it. */
export type WorkflowRun = { conclusion: string; createdAt: string };

/** How GitHub's conclusions read in a sentence. */
const ENDED: Record<string, string> = {
  failure: 'failed',
  cancelled: 'was cancelled or timed out',
  timed_out: 'timed out',
  startup_failure: 'could not start',
};
const ended = (conclusion: string) => ENDED[conclusion] ?? `ended "${conclusion}"`;

/** The purge's last completed run (`gh run list`, newest first), if it needs the owner. */
function purgeWarning(purgeRuns: readonly WorkflowRun[], now: Date): string | undefined {
  const [last] = purgeRuns;
  if (!last) return 'The daily purge has never run: start it once in the Actions tab.';
  if (last.conclusion !== 'success')
    return `The daily purge ${ended(last.conclusion)} on ${minute(last.createdAt)}: see the Actions tab.`;
  if (now.getTime() - Date.parse(last.createdAt) > PURGE_LATE_DAYS * DAY_MS)
    return (
      `The daily purge has not run since ${minute(last.createdAt)}: GitHub stops scheduled ` +
      'workflows after 60 days without activity. Enable it again in the Actions tab.'
    );
  return undefined;
}

/** The notice's own previous completed run, if it did not finish. */
function noticeRunWarning(noticeRuns: readonly WorkflowRun[]): string | undefined {
  const [last] = noticeRuns;
  if (!last || last.conclusion === 'success') return undefined;
  return (
    `The previous notice, on ${minute(last.createdAt)}, ${ended(last.conclusion)}: ` +
    'requests it did not count are counted now; see the Actions tab if it keeps happening.'
  );
}

/** The contact form's SAS expiry (its `se`), if it is near or past, or not a time at all. */
function sasWarning(expiry: string, now: Date): string | undefined {
  if (Number.isNaN(Date.parse(expiry)))
    return `The repository variable CONTACT_SAS_EXPIRES (${expiry}) is not a time: set it to the SAS's se= value.`;
  const days = Math.ceil((Date.parse(expiry) - now.getTime()) / DAY_MS);
  if (days > SAS_WARN_DAYS) return undefined;
  if (days <= 0)
    return "The contact form's SAS has expired: the form cannot send. Mint a new one (npm run sas) and redeploy.";
  const when = minute(new Date(expiry).toISOString());
  return `The contact form's SAS expires on ${when}, in ${days} day(s): mint a new one (npm run sas) and redeploy.`;
}

/**
 * What needs the owner's hand: the purge's and the notice's own last runs (each left out when
 * unknown, as on a local run) and the contact form's SAS (`siteSasExpiry` left out when unknown).
 */
export function warnings({
  purgeRuns,
  noticeRuns,
  siteSasExpiry,
  now,
}: {
  purgeRuns?: readonly WorkflowRun[];
  noticeRuns?: readonly WorkflowRun[];
  siteSasExpiry?: string;
  now: Date;
}): string[] {
  return [
    purgeRuns && purgeWarning(purgeRuns, now),
    noticeRuns && noticeRunWarning(noticeRuns),
    siteSasExpiry && sasWarning(siteSasExpiry, now),
  ].filter((warning): warning is string => Boolean(warning));
}
