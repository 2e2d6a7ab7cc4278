/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { PAGE_CODE_ID } from '@/lib/page-code';
import { chunksOf, pageCode, withPageCode } from './page-code';

const SHARED = '<script src="/_next/static/chunks/main.js" async=""></script>';
const page = (head: string, body = '') =>
  `<html><head>${SHARED}${head}</head><body>${body}<link rel="stylesheet" href="/_next/static/chunks/shared.css" data-precedence="next" media="print" data-full-styles></body></html>`;

test("a page's chunks are its scripts' sources and its stylesheets, each once, nothing else", () => {
  const html = page(
    '<link rel="preload" as="image" href="/_next/static/media/photo.webp">' +
      '<script src="/_next/static/chunks/about.js" async=""></script>' +
      '<link rel="icon" href="/icon.svg"><script>inline()</script>',
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

test('the list is a JSON block at the end of the head that no file name can close early', () => {
  const html = withPageCode(page(''), { about: ['/_next/static/</script>.js'] });
  const block = html.match(
    new RegExp(`<script type="application/json" id="${PAGE_CODE_ID}">(.*?)</script></head>`),
  );
  expect(JSON.parse(block?.[1] ?? 'null')).toEqual({ about: ['/_next/static/</script>.js'] });
  expect(withPageCode('<p>no head</p>', {})).toBe('<p>no head</p>');
});
