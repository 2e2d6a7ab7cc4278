/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { PAGE_CODE_ID } from '@/lib/page-code-block';
import { chunksOf, pageCode, withPageCode } from './page-code';

const SHARED = '<script src="/_next/static/chunks/main.js" async=""></script>';
const page = (head: string, body = '') =>
  `<html><head>${SHARED}${head}</head><body>${body}<link rel="stylesheet" href="/_next/static/chunks/shared.css" data-precedence="next" media="print" data-full-styles></body></html>`;

test("a page's chunks are its scripts' sources and its stylesheets, each once, not its data", () => {
  const html = page(
    '<link rel="preload" as="image" href="/_next/static/media/photo.webp">' +
      '<script src="/_next/static/chunks/about.js" async=""></script>' +
      '<link rel="icon" href="/icon.svg"><script>inline()</script>' +
      '<script src="/_next/static/page-data/about.js" defer></script>',
    '<script src="/_next/static/chunks/about.js"></script>' +
      '<link rel="stylesheet" href="/_next/static/chunks/about.css" media="print">',
  );
  expect(chunksOf(html)).toEqual([
    '/_next/static/chunks/main.js',
    '/_next/static/chunks/about.js',
    '/_next/static/chunks/about.css',
    '/_next/static/chunks/shared.css',
  ]);
});

test('each page lists the chunks not every page loads, from all its languages', () => {
  const about = '<script src="/_next/static/chunks/about.js"></script>';
  const aboutStyle = '<link href="/_next/static/chunks/about.css" rel="stylesheet">';
  const code = pageCode([
    { page: 'home', html: page('') },
    { page: 'about', html: page(about) },
    { page: 'services', html: page(aboutStyle) },
    { page: 'home', html: page('') },
    { page: 'about', html: page(about + aboutStyle) },
    { page: 'services', html: page('') },
  ]);
  expect(code).toEqual({
    home: [],
    about: ['/_next/static/chunks/about.js', '/_next/static/chunks/about.css'],
    services: ['/_next/static/chunks/about.css'],
  });
});

test('the list is a JSON block at the end of the body that no file name can close early', () => {
  const names = ['/_next/static/</script>.js', "/_next/static/$&$'.css"];
  const html = withPageCode(page(''), { about: names });
  const block = html.match(
    new RegExp(`<script type="application/json" id="${PAGE_CODE_ID}">(.*?)</script></body>`),
  );
  expect(JSON.parse(block?.[1] ?? 'null')).toEqual({ about: names });
  expect(html.startsWith(page('').replace('</body></html>', ''))).toBe(true);
});

test('a page without a body end, or with the list already, is refused', () => {
  expect(() => withPageCode('<p>no body</p>', {})).toThrow('no </body>');
  expect(() => withPageCode(withPageCode(page(''), {}), {})).toThrow('the list already');
});
