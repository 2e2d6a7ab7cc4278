// After `next build`: inlines each page's critical CSS so the first paint waits for the HTML alone;
// the whole stylesheets still load, deferred (defer-stylesheets.ts), for navigation and revisits.
import { readFileSync, writeFileSync } from 'node:fs';
import Beasties from 'beasties';
import { COLOR_SCHEME_ATTRIBUTE } from '@/lib/theme-choice';
import { htmlFiles } from './export-pages';
import { deferStylesheets, FULL_STYLES } from './defer-stylesheets';
import { dropUnusedVariables } from './unused-variables';

// Colour-scheme rules stay: the init script sets their attribute (e2e/first-paint.spec.ts checks).
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
