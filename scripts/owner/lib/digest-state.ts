// Where the hourly digest stopped, as a marker in the digest issue's body (comments cannot hide or
// move it), and one time-boxed run over the window since, so no request is missed or counted twice.
import type { TableClient } from '@azure/data-tables';
import { timeBox } from './time-box';
import { wirePages } from './wire-entities';

const TIME = '([0-9T:.\\-Z]+)';
// The marker's words (and the variable NOTICE_ISSUE) are older than the name digest: issues that
// hold them keep their place.
const STATE = new RegExp(
  `<!-- contact-notice(?: until=${TIME})?(?: noticed=${TIME})?(?: window=${TIME} next=([\\w+/=|-]+))? -->`,
);
/**
 * How far before its start a run's window ends: a request the table stamped just before the
 * scan began, by a clock a little ahead of the runner's, is still counted by the next run.
 */
export const DIGEST_MARGIN_MS = 60_000;

/**
 * Where the digest stopped and when it last posted, as kept in the digest issue's body; and while
 * a window is only partly read, its end and the token to go on from.
 */
export type DigestState = {
  until?: string;
  noticed?: string;
  unfinished?: { window: string; next: string };
};

/** The state kept in the digest issue's body; empty when it holds none yet. */
export function digestState(issueBody: string | undefined): DigestState {
  const found = STATE.exec(issueBody ?? '');
  if (!found) return {};
  const [, until, noticed, window, next] = found;
  return {
    ...(until ? { until } : {}),
    ...(noticed ? { noticed } : {}),
    ...(window && next ? { unfinished: { window, next } } : {}),
  };
}

/** The issue body with `state` in place of the state it held (or after its text, the first time). */
export function withDigestState(
  issueBody: string,
  { until, noticed, unfinished }: DigestState,
): string {
  if (!until && !unfinished) return issueBody;
  const parts = [
    until && ` until=${until}`,
    noticed && ` noticed=${noticed}`,
    unfinished && ` window=${unfinished.window} next=${unfinished.next}`,
  ];
  const line = `<!-- contact-notice${parts.filter(Boolean).join('')} -->`;
  if (STATE.test(issueBody)) return issueBody.replace(STATE, line);
  return issueBody.trim() ? `${issueBody.trimEnd()}\n\n${line}\n` : `${line}\n`;
}

/**
 * The table filter of the requests a run counts: stored after `since` (if the digest ran before)
 * and up to `until`. The times keep the table's precision (7 decimals): a Date would round them.
 */
export function newRequestsFilter(since: string | undefined, until: string): string {
  const upTo = `Timestamp le datetime'${until}'`;
  return since ? `Timestamp gt datetime'${since}' and ${upTo}` : upTo;
}

/**
 * Counts the rows `filter` selects (Timestamp only) from `from` until the end or `deadline`; then
 * `next` says where to go on.
 */
async function countWithin(
  table: Pick<TableClient, 'listEntities'>,
  {
    filter,
    from,
    deadline = Infinity,
    now,
  }: { filter: string; from?: string; deadline?: number; now?: () => number },
) {
  const listing = wirePages(table, { filter, select: ['Timestamp'] }, from);
  const { pages, stop } = timeBox(listing, { deadline, now });
  let count = 0;
  for await (const { rows } of pages) count += rows.length;
  return { count, ...stop };
}

/**
 * One run from `state`: the unfinished window or a new one up to `until`, read until `deadline`.
 * Returns the count, whether it read to the end, and the state to keep (`noticed` is the caller's).
 */
export async function digestRun(
  table: Pick<TableClient, 'listEntities'>,
  {
    state,
    until,
    deadline,
    now,
  }: { state: DigestState; until: string; deadline?: number; now?: () => number },
) {
  const { unfinished } = state;
  const end = unfinished?.window ?? until;
  // A window that ends where the last one did, or before (a rerun, a clock put back), is empty.
  const empty =
    !unfinished && state.until !== undefined && Date.parse(end) <= Date.parse(state.until);
  const scan = empty
    ? { count: 0, complete: true, next: undefined }
    : await countWithin(table, {
        filter: newRequestsFilter(state.until, end),
        from: unfinished?.next,
        deadline,
        now,
      });
  const { next } = scan;
  const kept: DigestState =
    scan.complete || !next
      ? { until: empty ? state.until : end }
      : { ...(state.until ? { until: state.until } : {}), unfinished: { window: end, next } };
  return { count: scan.count, complete: scan.complete || !next, kept };
}
