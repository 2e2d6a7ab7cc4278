// Loads a content file for the build, stopping it with a clear message if the file is wrong.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ZodType } from 'zod';
import { parseContent } from './parse';

export function load<T extends ZodType>(
  { file, schema }: { file: string; schema: T },
  data: unknown,
) {
  return parseContent(file, schema, data, () => readFileSync(resolve(process.cwd(), file), 'utf8'));
}
