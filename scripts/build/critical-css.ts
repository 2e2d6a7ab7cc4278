// After `next build`: the CSS each exported page needs is put into the page itself, so that the
// first paint waits for the HTML alone, not for a second round trip for the stylesheets. Beasties
// (the maintained successor of critters) inlines the rules that match the page's own elements and
// moves the stylesheet links to the end of the body, where they are loaded without holding up the
// first paint (defer-stylesheets.ts). The stylesheet files stay whole: client-side navigation and
// returning visitors use them as before.
import { readFileSync, writeFileSync } from 'node:fs';
import Beasties from 'beasties';
import { COLOR_SCHEME_ATTRIBUTE } from '@/lib/theme-choice';
import { htmlFiles } from './export-pages';
import { deferStylesheets, FULL_STYLES } from './defer-stylesheets';
import { dropUnusedVariables } from './unused-variables';

/**
 * Inlines every page's critical CSS; returns each page's HTML size before and after. The colour
 * schemes' rules are always kept: the attribute that picks one is set by the init script in the
 * browser, so no element of the exported HTML has it yet. e2e/first-paint.spec.ts checks that each
 * page's first screen looks the same without its stylesheets.
 */
export async function inlineCriticalCss(dir = 'out') {
  const beasties = new Beasties({
    path: dir,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    mergeStylesheets: true,
    // Next.js has minified the CSS already; Beasties' own compression drops the braces of rules
    // that end in a semicolon (0.5.4), which breaks them.
    compress: false,
    // Beasties cannot match :where() and :is() and would drop those rules: the shared styles
    // (type, cards, links, icons) are written in :where() to weigh nothing, so they stay.
    allowRules: [new RegExp(`\\[${COLOR_SCHEME_ATTRIBUTE}`), /:where\(/, /:is\(/],
    logLevel: 'warn',
  });
  const sizes: { file: string; before: number; after: number }[] = [];
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes('rel="stylesheet"')) continue;
    // The custom properties no inlined rule reads are left to the whole stylesheet, which
    // follows (Beasties writes the page's only style element).
    const inlined = (await beasties.process(html))
      .replace(
        /(<style>)([\s\S]*?)(<\/style>)/g,
        (_, open: string, css: string, close: string) =>
          `${open}${dropUnusedVariables(css)}${close}`,
      )
      // Beasties' marker on the html element, which nothing reads.
      .replace(' data-beasties-container', '');
    const deferred = deferStylesheets(inlined);
    if (!deferred.includes(FULL_STYLES))
      throw new Error(`${file}: no stylesheet link in its body to load after the first paint`);
    writeFileSync(file, deferred);
    sizes.push({ file, before: html.length, after: deferred.length });
  }
  return sizes;
}
