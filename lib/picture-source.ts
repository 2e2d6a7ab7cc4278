// Gives a picture's address for a page, putting small pictures inside the page itself.
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';

export const INLINE_LIMIT = 4096;

const TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** Inside the page, a small picture paints with it instead of a request later on a phone. */
export function pictureSource(path: string, root = 'public'): string {
  const type = TYPES[extname(path).toLowerCase()];
  const bytes = readFileSync(join(root, path));
  if (!type || bytes.length > INLINE_LIMIT) return path;
  return type === 'image/svg+xml'
    ? `data:${type},${encodeURIComponent(bytes.toString('utf8'))}`
    : `data:${type};base64,${bytes.toString('base64')}`;
}
