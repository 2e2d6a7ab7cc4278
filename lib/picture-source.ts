import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';

/** Pictures up to this size travel inside the page instead of as a request of their own. */
export const INLINE_LIMIT = 4096;

const TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/**
 * The src of a picture in public/ for server-rendered pages: a small picture (up to 4 kB, such as
 * an SVG) as a data: URL in the HTML, so that a picture on the first screen paints with the page
 * instead of one request later (on a phone's link that request costs more than the bytes); a
 * larger one as its address, fetched and cached as usual. The CSP's img-src allows data:.
 */
export function pictureSource(path: string, root = 'public'): string {
  const type = TYPES[extname(path).toLowerCase()];
  const bytes = readFileSync(join(root, path));
  if (!type || bytes.length > INLINE_LIMIT) return path;
  return type === 'image/svg+xml'
    ? `data:${type},${encodeURIComponent(bytes.toString('utf8'))}`
    : `data:${type};base64,${bytes.toString('base64')}`;
}
