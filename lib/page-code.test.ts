import { expect, test } from '@jest/globals';
// React's preload acts in a page whose React has started; loading its client does that here.
import 'react-dom/client';
import { PAGE_CODE_ID, preloadPageCode } from './page-code';

test("a page's own scripts and stylesheets from the head's list are preloaded, each once", () => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_CODE_ID;
  block.textContent = JSON.stringify({ about: ['/chunks/about.js', '/chunks/about.css'] });
  document.head.append(block);

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
