// After the build: every tab page's body ends with a JSON block naming, per page, the scripts and
// stylesheets not every tab page loads, so that a tab can ask for its page's code the moment the
// visitor reaches for it (lib/page-code.ts) instead of a round trip after the page's data.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_CODE_ID, type PageCode } from '@/lib/page-code-block';
import { sitePages, type Page } from '@/lib/tabs';
import { errorMessage } from './errors';

/**
 * The chunk files a page's HTML loads: its script sources and stylesheet links, in order. Its data
 * file (scripts/lib/page-data.ts), which the finished page loads too, is no chunk: a visit from
 * another page fetches the data in its own form, so preloading it would be wasted.
 */
export function chunksOf(html: string): string[] {
  const found = html.matchAll(
    /<script\b[^>]*\bsrc="([^"]+)"|<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"/g,
  );
  const files = [...found].map((match) => match[1] ?? match[2] ?? '');
  return [...new Set(files.filter((file) => file.startsWith('/_next/static/chunks/')))];
}

/**
 * Per page, the chunk files it loads that not every page loads: what a visit to it from any
 * other page may still have to fetch. The languages of a page share their code; a file named
 * by one of them counts.
 */
export function pageCode(pages: readonly { page: Page; html: string }[]): PageCode {
  const chunks = pages.map(({ page, html }) => ({ page, files: chunksOf(html) }));
  const everywhere = (file: string) => chunks.every(({ files }) => files.includes(file));
  const code: PageCode = {};
  for (const { page, files } of chunks) {
    const own = files.filter((file) => !everywhere(file));
    code[page] = [...new Set([...(code[page] ?? []), ...own])];
  }
  return code;
}

/**
 * The page with the block at its body's end, after everything its first screen needs. A page
 * without a body's end, or with a block already, stops the build: the list would be missing or
 * stale.
 */
export function withPageCode(html: string, code: PageCode): string {
  if (!html.includes('</body>')) throw new Error('the page has no </body> to put the list before');
  if (html.includes(`id="${PAGE_CODE_ID}"`)) throw new Error('the page has the list already');
  // `<` is escaped so that no file name can end the block early.
  const json = JSON.stringify(code).replaceAll('<', '\\u003c');
  const block = `<script type="application/json" id="${PAGE_CODE_ID}">${json}</script>`;
  return html.replace('</body>', () => `${block}</body>`);
}

/** Writes the block into every tab page of the export in `dir`; returns its length in characters. */
export function writePageCode(dir = 'out'): number {
  const files = sitePages().map(({ page, path }) => ({
    page,
    file: join(dir, path, 'index.html'),
  }));
  const pages = files.map(({ page, file }) => ({ page, file, html: readFileSync(file, 'utf8') }));
  const code = pageCode(pages);
  for (const { file, html } of pages) {
    try {
      writeFileSync(file, withPageCode(html, code));
    } catch (error) {
      throw new Error(`${file}: ${errorMessage(error)}`);
    }
  }
  return withPageCode('</body>', code).length - '</body>'.length;
}
