// Reads a content file from disk, for the commands that do not go through the build.
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { withoutBom } from '@/lib/content/json-text';
import { parseContent } from '@/lib/content/parse';

// A byte-order mark an editor saved is no content; a problem names the file, line and column.
export function readContent<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  const text = withoutBom(readFileSync(file, 'utf8'));
  return parseContent(file, schema, JSON.parse(text), () => text);
}
