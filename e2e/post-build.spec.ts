// The post-build rules (scripts/build/post-build.ts) against the built pages, so a Next.js upgrade
// that breaks one fails here by name.
import { expect, test } from '@playwright/test';
import { inlineScripts, scriptHash } from '../scripts/build/csp';
import { FULL_STYLES } from '../scripts/build/defer-stylesheets';
import { ALL_PAGES } from './pages';

test('critical CSS: every page carries its own rules and loads its stylesheets after the first paint', async ({
  page,
  request,
}) => {
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

    // In the browser every one of them ends up in force.
    await page.goto(path);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
            (link) => link.media,
          ),
        ),
      )
      .toEqual(links.map(() => 'all'));
  }
});

test('host configuration: the CSP hashes exactly the inline scripts each page runs', async ({
  page,
  request,
}) => {
  const policy = (await request.get('/en/')).headers()['content-security-policy'] ?? '';
  const hashed = new Set(policy.match(/'sha256-[^']+'/g));
  for (const { path } of ALL_PAGES) {
    const html = await (await request.get(path)).text();
    // The step reads the scripts from the HTML as text; the browser's own list is the check.
    await page.goto(path);
    const run = await page.evaluate(() =>
      [...document.scripts]
        .filter((script) => !script.src && !/json/.test(script.type))
        .map((script) => script.text)
        .filter((text) => text.length > 0),
    );
    expect(inlineScripts(html), path).toEqual(run);
    for (const script of run) expect(hashed.has(scriptHash(script)), path).toBe(true);
  }
});

test('the page data carries no stylesheet: the theme and components come as CSS', async ({
  request,
}) => {
  for (const path of ['/en/', '/en/about/', '/nl/contact/']) {
    // The React Server Components payload that client navigation fetches and hydration reads.
    const payload = await (await request.get(`${path}index.txt`)).text();
    const inline = [...payload.matchAll(/"href":"([\w-]+)","precedence"/g)].map(([, href]) => href);
    expect(inline, path).toEqual([]);
    expect(payload, path).not.toContain('--mui-palette-primary-main');
  }
});
