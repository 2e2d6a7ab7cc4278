import { preload } from 'react-dom';
import type { Page } from './tabs';

/**
 * The id of the JSON block in every page's head that names, per page, the scripts and
 * stylesheets only that page loads (written after the build by scripts/page-code.ts).
 */
export const PAGE_CODE_ID = 'page-code';

/** Per page, the addresses of the scripts and stylesheets no other page loads. */
export type PageCode = Partial<Record<Page, string[]>>;

let known: PageCode | undefined;

/** The page's list, read once; an absent or unreadable block means nothing to preload. */
function pageCode(): PageCode {
  if (known) return known;
  try {
    const parsed: unknown = JSON.parse(document.getElementById(PAGE_CODE_ID)?.textContent ?? '{}');
    known = parsed && typeof parsed === 'object' ? (parsed as PageCode) : {};
  } catch {
    known = {};
  }
  return known;
}

/**
 * Starts loading a page's own scripts and stylesheets. A client-side navigation learns of them
 * only from the page's data, a round trip later; asked for when the visitor points at, focuses
 * or touches the page's tab, they arrive alongside the data. The browser asks for each once.
 */
export function preloadPageCode(page: Page) {
  const files = pageCode()[page];
  if (!Array.isArray(files)) return;
  for (const href of files)
    if (typeof href === 'string')
      preload(href, { as: href.endsWith('.css') ? 'style' : 'script', fetchPriority: 'high' });
}
