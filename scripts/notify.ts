// npm run notify [-- --comments FILE] [--purge-runs FILE]: the text of the hourly notice to the
// owner (.github/workflows/notify.yml posts it on the notice issue), or nothing when there is
// nothing to say. Counts the contact requests stored since the last notice, which it finds in
// FILE (the comments as GitHub's API lists them; only its own, the workflow's, count),
// and adds what needs the owner's hand: the purge's last run (FILE from `gh run list`) and the
// contact form's SAS expiry (CONTACT_TABLE_URL). Reads with AZURE_STORAGE_CONNECTION_STRING, which
// for the workflow is a read-only SAS (npm run sas -- --notify). Never prints a request's content.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { contactTable } from './lib/connection';
import { newRequestsFilter, noticeBody, noticeMarker, type PurgeRun, warnings } from './lib/notice';
import { runOwnerCommand } from './lib/owner-command';
import { wireEntities } from './lib/wire-entities';

/** The comments the workflow posts; anyone may comment on the issue, but only these count. */
const NOTICE_AUTHOR = 'github-actions[bot]';

/** An issue comment as GitHub's API lists it: the fields the notice reads. */
const commentSchema = z.object({
  user: z.object({ login: z.string() }).nullish(),
  body: z.string().optional(),
  created_at: z.string().optional(),
});
type Comment = z.infer<typeof commentSchema>;

/** An issue's comments: an array, or pages of arrays from --paginate. */
const commentsSchema = z.array(z.union([commentSchema, z.array(commentSchema)]));

/** The purge's runs as `gh run list --json conclusion,createdAt` lists them. */
const purgeRunsSchema = z.array(z.object({ conclusion: z.string(), createdAt: z.string() }));

/** A JSON file of the shape `schema` describes, or `fallback` when no file is given or there. */
function readJson<T, F>(file: string | undefined, schema: z.ZodType<T>, fallback: F): T | F {
  if (!file || !existsSync(file)) return fallback;
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file} is not as expected:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The last notice among an issue's comments. */
function lastNotice(comments: z.infer<typeof commentsSchema>): Comment | undefined {
  const notices = comments
    .flat()
    .filter((comment) => comment.user?.login === NOTICE_AUTHOR && noticeMarker(comment.body));
  return notices.at(-1);
}

/** Timestamps as the table writes them, compared to the 100 nanoseconds it keeps. */
const later = (a: string, b: string | undefined): string =>
  !b || Date.parse(a) > Date.parse(b) || (Date.parse(a) === Date.parse(b) && a > b) ? a : b;

/** The expiry (`se`) of the contact form's SAS URL, if there is one. */
function siteSasExpiry(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).searchParams.get('se') ?? undefined;
  } catch {
    return undefined;
  }
}

await runOwnerCommand(async (account) => {
  const { values } = parseArgs({
    options: { comments: { type: 'string' }, 'purge-runs': { type: 'string' } },
  });
  const previous = lastNotice(readJson(values.comments, commentsSchema, []));
  const filter = newRequestsFilter(noticeMarker(previous?.body));
  let count = 0;
  let latest: string | undefined;
  // Only the Timestamp is read: the notice needs no more of a request.
  for await (const row of wireEntities(contactTable(account), { filter, select: ['Timestamp'] })) {
    count += 1;
    if (typeof row.Timestamp === 'string') latest = later(row.Timestamp, latest);
  }
  const now = new Date();
  // Unknown without the file, as on a local run: then the purge is not judged.
  const purgeRuns: PurgeRun[] | undefined = readJson(
    values['purge-runs'],
    purgeRunsSchema,
    undefined,
  );
  const found = warnings({
    purgeRuns,
    siteSasExpiry: siteSasExpiry(process.env.CONTACT_TABLE_URL),
    now,
  });
  const body = noticeBody({
    count,
    latest,
    previousBody: previous?.body,
    previousAt: previous?.created_at,
    warnings: found,
    now,
  });
  if (body) console.log(body);
  else
    console.error(
      `No new contact requests${found.length ? ' (warnings were given within a day)' : ''}.`,
    );
});
