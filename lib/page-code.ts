import { preload } from 'react-dom';
import { PAGE_CODE_ID, type PageCode } from './page-code-block';
import type { Page } from './tabs';

let known: PageCode | undefined;

/**
 * The pages' list, read once it is there (the block ends the body, so a very early touch may come
 * before it); an unreadable block means nothing to preload. Checked by hand rather than with zod:
 * this runs on every page, and zod loads only with the contact form.
 */
function pageCode(): PageCode {
  if (known) return known;
  const block = document.getElementById(PAGE_CODE_ID);
  if (!block) return {};
  try {
    const parsed: unknown = JSON.parse(block.textContent ?? '{}');
    known = parsed && typeof parsed === 'object' ? (parsed as PageCode) : {};
  } catch {
    known = {};
  }
  return known;
}

/**
 * Starts loading a page's own scripts and stylesheets. A client-side navigation learns of them
 * only from the page's data, a round trip later; asked for when the visitor reaches for the page
 * (points at, touches or focuses its tab, or swipes towards it), they arrive alongside the data.
 * The browser asks for each once.
 */
export function preloadPageCode(page: Page) {
  const files = pageCode()[page];
  if (!Array.isArray(files)) return;
  for (const href of files)
    if (typeof href === 'string')
      preload(href, { as: href.endsWith('.css') ? 'style' : 'script', fetchPriority: 'high' });
}
