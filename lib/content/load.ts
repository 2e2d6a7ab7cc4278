// Loads a content file for the build, stopping it with a clear message if the file is wrong.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ZodType } from 'zod';
import { parseContent } from './parse';

/**
 * A content file's data, checked with its schema when the site builds or `npm run dev` renders:
 * a broken file stops with a ContentError naming the file, line:column, JSON path and reason.
 */
export function load<T extends ZodType>(
  { file, schema }: { file: string; schema: T },
  data: unknown,
) {
  return parseContent(file, schema, data, () => readFileSync(resolve(process.cwd(), file), 'utf8'));
}
