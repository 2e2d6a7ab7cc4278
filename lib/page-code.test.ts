import { expect, test } from '@jest/globals';
// React's preload acts in a page whose React has started; loading its client does that here.
import 'react-dom/client';
import { preloadPageCode } from './page-code';
import { PAGE_CODE_ID } from './page-code-block';

test("a page's own scripts and stylesheets from the page's list are preloaded, each once", () => {
  // A touch before the parser has reached the list preloads nothing, and the list still counts.
  preloadPageCode('about');
  expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_CODE_ID;
  block.textContent = JSON.stringify({ about: ['/chunks/about.js', '/chunks/about.css'] });
  document.body.append(block);

  preloadPageCode('services');
  expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  preloadPageCode('about');
  preloadPageCode('about');
  const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);
  expect(preloads).toEqual([
    ['/chunks/about.js', 'script'],
    ['/chunks/about.css', 'style'],
  ]);
});
