// Lists the pages of the built site, for the scripts that check or change them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}
