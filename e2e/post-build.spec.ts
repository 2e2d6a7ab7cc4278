// The post-build rules (scripts/build/post-build.ts) on the built pages, so a Next.js upgrade that
// breaks one fails here by name; the sweep sees the stylesheets and script hashes take effect.
import { expect, test } from '@playwright/test';
import { FULL_STYLES } from '../scripts/build/defer-stylesheets';
import { ALL_PAGES } from './pages';

test('every page: its own critical CSS, its stylesheets deferred', async ({ request }) => {
  for (const { path } of ALL_PAGES) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, `${path}: critical CSS in the head`).toMatch(/<style>[^<]{200,}<\/style>/);
    // Every stylesheet link is deferred: loaded for print, then switched after the last one.
    const links = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(([link]) => link);
    expect(links.length, `${path}: stylesheet links`).toBeGreaterThan(0);
    for (const link of links) {
      expect(link, path).toContain('media="print"');
      expect(link, path).toContain(FULL_STYLES);
    }
    const lastLink = html.lastIndexOf(links.at(-1)!);
    expect(html.indexOf('<script>', lastLink), `${path}: the switch after the links`).toBe(
      lastLink + links.at(-1)!.length,
    );
  }
});

test('the page data carries no stylesheet', async ({ request }) => {
  for (const path of ['/en/', '/en/about/', '/nl/contact/']) {
    // The React Server Components payload that client navigation fetches and hydration reads.
    const payload = await (await request.get(`${path}index.txt`)).text();
    const inline = [...payload.matchAll(/"href":"([\w-]+)","precedence"/g)].map(([, href]) => href);
    expect(inline, path).toEqual([]);
    expect(payload, path).not.toContain('--mui-palette-primary-main');
  }
});
