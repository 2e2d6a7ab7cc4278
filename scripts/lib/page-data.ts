// After the build: each page's data for React (the inline scripts that fill `self.__next_f`) moves
// out of the HTML into a deferred script file of its own. The data repeats the page's content in
// React's terms and made up a third of every compressed page; without it the HTML a first paint
// waits for fits the first round trip of a slow connection (about 14 kB), and the data arrives
// beside the framework's scripts, which hydration waits for anyway.
//
// Next.js stops reading a page's data once the document has been parsed: at DOMContentLoaded, or
// one task after its code starts if parsing was over by then. A deferred script runs after
// parsing, so the app must not start before it: the inline script that starts the app once its
// chunks are in (Turbopack's bootstrap) moves into the same file, after the data. The framework's
// chunks still load and register meanwhile.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { errorMessage } from './errors';
import { htmlFiles } from './export-pages';

/** Where the files are served from: under `/_next/static/`, so the host caches them for good. */
export const PAGE_DATA_PATH = '/_next/static/page-data/';

// An inline script (no attributes) that starts the data queue or adds to it.
const DATA_SCRIPT =
  /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?)<\/script>/g;
// The bootstrap: Next.js gives it to React as the page's bootstrap script, which React marks with
// the id of its first inline script (`_R_`). It queues the app's start for Turbopack's runtime.
const BOOTSTRAP_SCRIPT = /<script id="_R_">([\s\S]*?)<\/script>/g;
const STARTS_APP = /TURBOPACK[\s\S]*runtimeModuleIds/;

/** A moved page: its HTML, and its data as a script file's name and text. */
export type MovedPage = { html: string; file: string; script: string };

/**
 * The page with its data scripts taken out, in order, and its bootstrap after them, into one
 * script whose name is a hash of its text (a changed page gets a new name, so the long caching is
 * safe), loaded with `defer` from the head. The build must not ship a page whose data quietly
 * stayed inline, or whose app could start before its data: a page without data scripts, without
 * exactly one bootstrap that starts the app, with an inline script left that could, or without a
 * head's end is refused.
 */
export function movePageData(html: string): MovedPage {
  const texts = [...html.matchAll(DATA_SCRIPT)].map((match) => match[1] ?? '');
  if (texts.length === 0) throw new Error("no inline scripts with React's page data were found");
  const bootstraps = [...html.matchAll(BOOTSTRAP_SCRIPT)].map((match) => match[1] ?? '');
  const [bootstrap] = bootstraps;
  if (bootstraps.length !== 1 || !bootstrap || !STARTS_APP.test(bootstrap)) {
    throw new Error(
      `expected one bootstrap script (<script id="_R_">) that starts the app, found ${bootstraps.length}`,
    );
  }
  if (!html.includes('</head>')) throw new Error('the page has no </head> to load its data from');
  const statements = [...texts, bootstrap].map((text) => text.trim().replace(/;$/, ''));
  const script = `${statements.join(';\n')};\n`;
  const hash = createHash('sha256').update(script).digest('hex').slice(0, 16);
  const file = `${PAGE_DATA_PATH}${hash}.js`;
  const moved = html
    .replace(DATA_SCRIPT, '')
    .replace(BOOTSTRAP_SCRIPT, '')
    .replace('</head>', () => `<script src="${file}" defer></script></head>`);
  if (moved.includes('self.__next_f')) {
    throw new Error("some of React's page data is still inline in a form this step does not know");
  }
  if (/<script\b(?![^>]*\bsrc=)[^>]*>[^<]*TURBOPACK/.test(moved)) {
    throw new Error('an inline script that can start the app is left before its data');
  }
  return { html: moved, file, script };
}

/**
 * Moves the data of every page of the export in `dir`; returns how many pages were moved, and the
 * data files written with their total size (pages with the same data share one).
 */
export function writePageData(dir = 'out'): { pages: number; files: number; characters: number } {
  const written = new Map<string, number>();
  mkdirSync(join(dir, PAGE_DATA_PATH), { recursive: true });
  const pages = htmlFiles(dir);
  for (const path of pages) {
    try {
      const { html, file, script } = movePageData(readFileSync(path, 'utf8'));
      writeFileSync(join(dir, file), script);
      writeFileSync(path, html);
      written.set(file, script.length);
    } catch (error) {
      throw new Error(`${relative('.', path)}: ${errorMessage(error)}`);
    }
  }
  const characters = [...written.values()].reduce((sum, length) => sum + length, 0);
  return { pages: pages.length, files: written.size, characters };
}
