// The hourly digest's words: counts and times only, so no name, address or remark leaves the table.
import { DAY_MS } from '@/scripts/build/table-url/table-sas-time';
import { minute } from './digest-warnings';

/** Warnings without new requests are repeated at most once a day. */
const REPEAT_MS = DAY_MS;

/** So many new requests in one run read as a flood. */
const FLOOD = 10_000;

/** The number as the owner reads it: 10,000. */
const thousands = (count: number) => count.toLocaleString('en-US');

/**
 * The comment to post, or undefined when there is nothing to say: new requests, an incomplete scan,
 * or warnings not repeated within a day of the last digest (`noticed`).
 */
export function digestText({
  count,
  complete = true,
  since,
  noticed,
  warnings: found,
  now,
}: {
  count: number;
  complete?: boolean;
  since?: string;
  noticed?: string;
  warnings: readonly string[];
  now: Date;
}): string | undefined {
  const repeatWarnings =
    found.length > 0 && (!noticed || now.getTime() - Date.parse(noticed) >= REPEAT_MS);
  if (count === 0 && complete && !repeatWarnings) return undefined;
  const lines: string[] = [];
  const from = since ? `since ${minute(since)}` : 'in the table';
  const what = `${thousands(count)} new contact request${count === 1 ? '' : 's'}`;
  if (!complete)
    lines.push(
      `Scan incomplete: ${what} read ${from} before this run's time was up; the next run goes ` +
        'on where it stopped.',
    );
  else if (count > 0) lines.push(`${what} ${from} — run \`npm run inbox\`.`);
  if (count >= FLOOD || !complete)
    lines.push(
      'Possibly a flood: look with `npm run inbox`; the purge and what to do are in ' +
        'docs/owner/abuse.md.',
    );
  lines.push(...found.map((warning) => `⚠ ${warning}`));
  return lines.join('\n');
}
