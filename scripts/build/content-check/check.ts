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

export type ReadText = (file: string) => string | undefined;

const missingFile = (file: string): Problem => ({
  file,
  reason: 'the file is missing (it was moved, renamed or deleted)',
});

// Pictures, unique ids and both languages' entries are checked by the schemas; `codeWords`
// (code-words.ts) tells a new key whose code is there from one nothing shows.
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

// Valid but likely a mistake: shown for the author to look at, never failing the check.
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
