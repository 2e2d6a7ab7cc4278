/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { movePageData, PAGE_DATA_PATH, writePageData } from './page-data';

// The forms Next.js writes: the queue's start, then rows of data, split across scripts.
const START = '(self.__next_f=self.__next_f||[]).push([0])';
const ROWS = ['self.__next_f.push([1,"0:{\\"a\\":1}\\n"])', 'self.__next_f.push([1,"1:[]\\n"])'];
const BOOT =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';
const THEME = '<script>document.documentElement.dataset.theme="dark"</script>';
const LIST = '<script type="application/json" id="page-code">{}</script>';
const page = (rows = ROWS) =>
  `<html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>${THEME}<main>Hi</main>` +
  `<script id="_R_">${BOOT}</script><script>${START}</script>` +
  `${rows.map((row) => `<script>${row}</script>`).join('')}${LIST}</body></html>`;

test("the page's data leaves the HTML, in order, for one deferred script named by its text", () => {
  const { html, file, script } = movePageData(page());
  // The app starts after its data is in, whatever their order in the page.
  expect(script).toBe(`${[START, ...ROWS, BOOT.replace(/;$/, '')].join(';\n')};\n`);
  expect(html).not.toContain('__next_f');
  expect(html).not.toContain('TURBOPACK');
  expect(html).toContain(`<script src="${file}" defer></script></head>`);
  expect(file).toMatch(new RegExp(`^${PAGE_DATA_PATH}[0-9a-f]{16}\\.js$`));
  // Everything else stays where it was.
  expect(html).toContain(`${THEME}<main>Hi</main>${LIST}</body>`);
  expect(html).toContain('<script src="/_next/static/chunks/main.js" async=""></script>');
});

test('a page whose data changed gets a file of another name; the same data, the same name', () => {
  const { file } = movePageData(page());
  expect(movePageData(page()).file).toBe(file);
  expect(movePageData(page([ROWS[0] ?? ''])).file).not.toBe(file);
});

test('a page without data, without one bootstrap, without a head, or with odd data is refused', () => {
  expect(() => movePageData('<html><head></head><body></body></html>')).toThrow('no inline');
  const unbooted = page().replace(/<script id="_R_">.*?<\/script>/, '');
  expect(() => movePageData(unbooted)).toThrow('found 0');
  const twice = page().replace('<main>', `<script id="_R_">${BOOT}</script><main>`);
  expect(() => movePageData(twice)).toThrow('found 2');
  // The id alone is React's, not the app's start: a page whose marked script starts nothing has
  // its start somewhere this step does not know.
  const elsewhere = page()
    .replace(BOOT, 'window.$RT=performance.now()')
    .replace('<main>', `<script>${BOOT}</script><main>`);
  expect(() => movePageData(elsewhere)).toThrow('that starts the app');
  const another = page().replace('<main>', `<script nonce="x">${BOOT}</script><main>`);
  expect(() => movePageData(another)).toThrow('can start the app');
  expect(() => movePageData(page().replace('</head>', ''))).toThrow('no </head>');
  const odd = page().replace('</main>', '</main><script>self.__next_f.unshift([9])</script>');
  expect(() => movePageData(odd)).toThrow('still inline');
});

test('every page of an export is moved, and a failing page is named', () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-data-'));
  mkdirSync(join(dir, 'en'));
  writeFileSync(join(dir, 'index.html'), page());
  writeFileSync(join(dir, 'en', 'index.html'), page([ROWS[1] ?? '']));
  writeFileSync(join(dir, 'en', '404.html'), page([ROWS[1] ?? '']));
  expect(writePageData(dir)).toMatchObject({ pages: 3, files: 2 });
  const html = readFileSync(join(dir, 'en', 'index.html'), 'utf8');
  const file = html.match(/<script src="([^"]+)" defer>/)?.[1] ?? '';
  expect(readFileSync(join(dir, file), 'utf8')).toContain(ROWS[1]);
  // Run again, the pages have no inline data left: the build would have been run twice.
  expect(() => writePageData(dir)).toThrow(/index\.html: no inline scripts/);
});
