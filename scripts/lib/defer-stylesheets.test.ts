/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { deferStylesheets } from './defer-stylesheets';

const page = (body: string) =>
  `<html><head><link rel="stylesheet" href="/head.css"></head><body>${body}</body></html>`;

test("the body's stylesheets load for print and a script after them switches them to all media", () => {
  const html = page(
    '<main>x</main><link rel="stylesheet" href="/a.css" data-precedence="next">' +
      '<link rel="stylesheet" href="/b.css" media="screen"><script src="/app.js"></script>',
  );
  const deferred = deferStylesheets(html);
  expect(deferred).toContain('<link rel="stylesheet" href="/head.css">');
  expect(deferred).toContain(
    '<link rel="stylesheet" href="/a.css" data-precedence="next" media="print" data-full-styles>',
  );
  // One with media of its own is left as it is, and the script follows the last marked link.
  expect(deferred).toMatch(
    /data-full-styles><script>for\(const l of document\.querySelectorAll\('link\[data-full-styles\]'\)\)[^<]*<\/script><link rel="stylesheet" href="\/b\.css" media="screen">/,
  );
});

test('a page without stylesheets in its body is left as it is', () => {
  const html = page('<main>x</main>');
  expect(deferStylesheets(html)).toBe(html);
});

test('a stylesheet link is deferred whatever the order of its attributes', () => {
  const deferred = deferStylesheets(
    page('<link href="/a.css" rel="stylesheet" data-precedence="next">'),
  );
  expect(deferred).toContain(
    '<link href="/a.css" rel="stylesheet" data-precedence="next" media="print" data-full-styles>',
  );
});
