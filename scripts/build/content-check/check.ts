// Checks every file a content author edits at once, and lists each problem found.
import type { z } from 'zod';
import { shortToastTimeouts } from '@/scripts/build/content-check/toast-timeout';
import type { Finding } from '@/lib/content/author-words';
import { checkCatalogs } from './catalog-check';
import { CATALOG_SCHEMA, keysOfSchema } from './catalog-keys';
import { CONTENT_FILES } from '@/lib/content/files';
import { parseJsonText } from '@/lib/content/json-text';
import { checkText } from '@/lib/content/parse';
import { taggedTexts } from './plain-texts';
import { jsonPath, type Problem } from '@/lib/content/problem';
import { futureStartYears, oneLanguageNotices } from './warnings';

/** The message catalogs, reference language first. */
export const CATALOG_FILES = ['messages/en.json', 'messages/nl.json'] as const;

/** Reads a file of the repository by its path from the root; undefined when it is not there. */
export type ReadText = (file: string) => string | undefined;

const missingFile = (file: string): Problem => ({
  file,
  reason: 'the file is missing (it was moved, renamed or deleted)',
});

/**
 * Every problem in the files a content author edits, all at once: each content file against its
 * schema (which also checks pictures, unique ids and that both languages list the same entries)
 * and the message catalogs against each other. `codeWords` (code-words.ts) tells a new key whose
 * code is there from one nothing shows. Nothing is built; it takes a moment.
 */
export function checkSiteContent(read: ReadText, codeWords?: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  for (const { file, schema } of Object.values(CONTENT_FILES)) {
    const text = read(file);
    if (text === undefined) problems.push(missingFile(file));
    else {
      const checked = checkText(file, schema, text);
      problems.push(...(checked.ok ? taggedTexts(file, text) : checked.problems));
    }
  }
  const catalogs = CATALOG_FILES.map((file) => ({ file, text: read(file) }));
  for (const { file, text } of catalogs) if (text === undefined) problems.push(missingFile(file));
  const schema = read(CATALOG_SCHEMA);
  if (schema === undefined) problems.push(missingFile(CATALOG_SCHEMA));
  const present = catalogs.flatMap(({ file, text }) =>
    text === undefined ? [] : [{ file, text }],
  );
  if (schema !== undefined && present.length === catalogs.length)
    problems.push(...checkCatalogs(present, keysOfSchema(JSON.parse(schema)), codeWords));
  return problems;
}

/** A file's warnings, by `find`, once it has no problem of its own (those are the check's). */
function warningsOf<T extends z.ZodType>(
  read: ReadText,
  { file, schema }: { file: string; schema: T },
  find: (data: z.output<T>) => Finding[],
): Problem[] {
  const text = read(file);
  const checked = text === undefined ? undefined : checkText(file, schema, text);
  const json = text === undefined ? undefined : parseJsonText(text);
  if (!checked?.ok || !json?.ok) return [];
  return find(checked.data).map(({ path, reason }) => ({
    file,
    position: json.locate(path),
    path: jsonPath(path),
    reason,
  }));
}

/**
 * What is valid but likely a mistake, for the author to look at: a notice on in one language
 * only, a toast that leaves before it can be read, a start year still to come.
 */
export function contentWarnings(read: ReadText): Problem[] {
  const thisYear = new Date().getFullYear();
  return [
    ...warningsOf(read, CONTENT_FILES.notices, (notices) => [
      ...oneLanguageNotices(notices),
      ...shortToastTimeouts(notices),
    ]),
    ...warningsOf(read, CONTENT_FILES.experience, (cards) => futureStartYears(cards, thisYear)),
  ];
}
