// What needs the owner's hand, for the hourly digest (digest.ts words it): a scheduled job that
// did not succeed, or the site's or the previews' SAS running out.
import { DAY_MS } from '@/scripts/build/table-url/table-sas-time';

/** The scheduled purge runs daily: a last run older than this means it stopped being scheduled. */
const PURGE_LATE_DAYS = 2;

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

/** The digest's own previous completed run, if it did not finish. */
function noticeRunWarning(digestRuns: readonly WorkflowRun[]): string | undefined {
  const [last] = digestRuns;
  if (!last || last.conclusion === 'success') return undefined;
  return (
    `The previous digest, on ${minute(last.createdAt)}, ${ended(last.conclusion)}: ` +
    'requests it did not count are counted now; see the Actions tab if it keeps happening.'
  );
}

/** Each SAS the digest watches: the variable its expiry is noted in, and what to do about it. */
const SASES = {
  site: {
    name: "The contact form's SAS",
    variable: 'CONTACT_SAS_EXPIRES',
    warnDays: 30,
    expired: 'the form cannot send',
    renew: 'mint a new one (npm run --silent sas -- --days 180) and redeploy',
  },
  // A preview's SAS is minted for a month or so: a month's warning would never be quiet.
  preview: {
    name: "The previews' SAS",
    variable: 'PREVIEW_SAS_EXPIRES',
    warnDays: 14,
    expired: "every pull request's preview fails to build",
    renew:
      'mint a new one (npm run --silent sas -- --preview --days 30, with the preview storage ' +
      "account's connection string), and update the secret PREVIEW_CONTACT_TABLE_URL and the " +
      'variable PREVIEW_SAS_EXPIRES',
  },
} as const;

/** A SAS's expiry (its `se`), if it is near or past, or not a time at all. */
function sasWarning(sas: keyof typeof SASES, expiry: string, now: Date): string | undefined {
  const { name, variable, warnDays, expired, renew } = SASES[sas];
  if (Number.isNaN(Date.parse(expiry)))
    return (
      `The repository variable ${variable} (${expiry}) is not a time: set it to what ` +
      `npm run sas printed after ${variable}= (such as 2027-05-27T06:06:04Z).`
    );
  const days = Math.ceil((Date.parse(expiry) - now.getTime()) / DAY_MS);
  if (days > warnDays) return undefined;
  if (days <= 0) return `${name} has expired: ${expired}; ${renew}.`;
  const when = minute(new Date(expiry).toISOString());
  return `${name} expires on ${when}, in ${days} day(s): ${renew}.`;
}

/**
 * What needs the owner's hand: the purge's and the digest's last runs and the form's and previews'
 * SASes, each left out when unknown (as on a local run).
 */
export function warnings({
  purgeRuns,
  digestRuns,
  siteSasExpiry,
  previewSasExpiry,
  now,
}: {
  purgeRuns?: readonly WorkflowRun[];
  digestRuns?: readonly WorkflowRun[];
  siteSasExpiry?: string;
  previewSasExpiry?: string;
  now: Date;
}): string[] {
  return [
    purgeRuns && purgeWarning(purgeRuns, now),
    digestRuns && noticeRunWarning(digestRuns),
    siteSasExpiry && sasWarning('site', siteSasExpiry, now),
    previewSasExpiry && sasWarning('preview', previewSasExpiry, now),
  ].filter((warning): warning is string => Boolean(warning));
}
