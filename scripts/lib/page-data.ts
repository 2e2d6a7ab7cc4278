// After the build: each page's data for React (the inline scripts that fill `self.__next_f`) moves
// out of the HTML into a deferred script file of its own. The data repeats the page's content in
// React's terms and made up a third of every compressed page; without it the HTML a first paint
// waits for fits the first round trip of a slow connection (about 14 kB), and the data arrives
// beside the framework's scripts, which hydration waits for anyway.
//
// Next.js stops reading a page's data once the document has been parsed (at DOMContentLoaded, or
// at once if its code starts later). A deferred script runs after parsing, so the app must not
// start before it: the script that starts the app (React's bootstrap script, `_R_`) moves into the
// same file, after the data. The framework's chunks still load and register meanwhile.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { errorMessage } from './errors';

/** Where the files are served from: under `/_next/static/`, so the host caches them for good. */
export const PAGE_DATA_PATH = '/_next/static/page-data/';

// An inline script (no attributes) that starts the data queue or adds to it.
const DATA_SCRIPT =
  /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?)<\/script>/g;
// The inline script that starts the app once its chunks are in.
const BOOTSTRAP_SCRIPT = /<script id="_R_">([\s\S]*?)<\/script>/g;

/** A moved page: its HTML, and its data as a script file's name and text. */
export type MovedPage = { html: string; file: string; script: string };

/**
 * The page with its data scripts taken out, in order, and its bootstrap script after them, into
 * one script whose name is a hash of its text (a changed page gets a new name, so the long caching
 * is safe), loaded with `defer` from the head. A page without data scripts, without exactly one
 * bootstrap script or without a head's end is refused: the build must not ship a page whose data
 * quietly stayed inline, or whose app could start before its data.
 */
export function movePageData(html: string): MovedPage {
  const texts = [...html.matchAll(DATA_SCRIPT)].map((match) => match[1] ?? '');
  if (texts.length === 0) throw new Error("no inline scripts with React's page data were found");
  const bootstraps = [...html.matchAll(BOOTSTRAP_SCRIPT)].map((match) => match[1] ?? '');
  if (bootstraps.length !== 1) {
    throw new Error(
      `expected one bootstrap script (<script id="_R_">), found ${bootstraps.length}`,
    );
  }
  if (!html.includes('</head>')) throw new Error('the page has no </head> to load its data from');
  const script = `${[...texts, ...bootstraps].join(';\n')};\n`;
  const hash = createHash('sha256').update(script).digest('hex').slice(0, 16);
  const file = `${PAGE_DATA_PATH}${hash}.js`;
  const moved = html
    .replace(DATA_SCRIPT, '')
    .replace(BOOTSTRAP_SCRIPT, '')
    .replace('</head>', () => `<script src="${file}" defer></script></head>`);
  if (moved.includes('self.__next_f')) {
    throw new Error("some of React's page data is still inline in a form this step does not know");
  }
  return { html: moved, file, script };
}

/** Every HTML file under a directory. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name));
}

/** Moves the data of every page of the export in `dir`; returns how many pages and characters. */
export function writePageData(dir = 'out'): { pages: number; characters: number } {
  let characters = 0;
  const files = htmlFiles(dir);
  for (const path of files) {
    try {
      const { html, file, script } = movePageData(readFileSync(path, 'utf8'));
      const target = join(dir, file);
      mkdirSync(join(dir, PAGE_DATA_PATH), { recursive: true });
      writeFileSync(target, script);
      writeFileSync(path, html);
      characters += script.length;
    } catch (error) {
      throw new Error(`${relative('.', path)}: ${errorMessage(error)}`);
    }
  }
  return { pages: files.length, characters };
}
