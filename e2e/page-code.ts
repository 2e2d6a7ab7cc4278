// What the tab and swipe specs share: a page's own code as its exported HTML names it, and what
// the browser has asked for so far.
import type { APIRequestContext, Page } from '@playwright/test';
import { chunksOf } from '../scripts/lib/page-code';

/** The scripts and stylesheets the page at `path` loads and the page at `besides` does not. */
export async function ownCode(request: APIRequestContext, path: string, besides: string) {
  const chunksAt = async (at: string) => chunksOf(await (await request.get(at)).text());
  const others = await chunksAt(besides);
  return (await chunksAt(path)).filter((file) => !others.includes(file));
}

/** Of `files`, those the page has not asked for since this was called; read it any time. */
export function unasked(page: Page) {
  const asked = new Set<string>();
  page.on('request', (sent) => asked.add(new URL(sent.url()).pathname));
  return (files: readonly string[]) => files.filter((file) => !asked.has(file));
}
