// What search engines and social sites read, from the built files as the host serves them: no page
// needs its scripts for it, so each is read into one page without them (a chooser's sends it on).
import { expect, test, type Page } from '@playwright/test';
import profile from '../content/profile.json';
import { pathOf as chooserPath, TABS, type Page as PageName } from '../lib/tabs';
import { ALL_PAGES, LOCALES, pathOf } from './pages';
import { CATALOGS, CONTENT, type Locale, PROFILE, t, visibleServices } from './text';

const site = profile.siteUrl;
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', nl: 'nl_NL' };

/** A page's hreflang alternates: its address in every language, and its chooser as x-default. */
const alternatesOf = (page: PageName) => ({
  ...Object.fromEntries(LOCALES.map((locale) => [locale, `${site}${pathOf(locale, page)}`])),
  'x-default': `${site}${chooserPath(page)}`,
});

type Node = { '@id'?: string; '@type'?: string; [key: string]: unknown };

const references = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(references)
    : value && typeof value === 'object'
      ? Object.keys(value).length === 1 && '@id' in value
        ? [String(value['@id'])]
        : Object.values(value).flatMap(references)
      : [];

/** Opens the HTML of `path` as served, without its scripts but JSON-LD; reads its head. */
async function headOf(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  await page.setContent(html.replace(/<script\b(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g, ''));
  const all = (selector: string, attribute = 'content') =>
    page
      .locator(`head ${selector}`)
      .evaluateAll((found, name) => found.map((each) => each.getAttribute(name) ?? ''), attribute);
  const one = async (selector: string, attribute?: string) => (await all(selector, attribute))[0];
  const langs = await all('link[rel="alternate"][hreflang]', 'hreflang');
  const hrefs = await all('link[rel="alternate"][hreflang]', 'href');
  return {
    one,
    all,
    description: await one('meta[name="description"]'),
    canonical: await one('link[rel="canonical"]', 'href'),
    alternates: Object.fromEntries(langs.map((lang, index) => [lang, hrefs[index]])),
    graph: async () => {
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks, `${path}: one JSON-LD block`).toHaveLength(1);
      const data = JSON.parse(blocks[0]!);
      expect(data['@context']).toBe('https://schema.org');
      return data['@graph'] as Node[];
    },
  };
}

test('every page: title, description, links, card, JSON-LD', async ({ page }) => {
  for (const { page: key, path, locale } of ALL_PAGES) {
    const head = await headOf(page, path);
    const title =
      key === 'home'
        ? profile.companyName
        : `${CATALOGS[locale].Metadata[key]} | ${profile.companyName}`;
    const description = t(locale)(`Metadata.descriptions.${key}`, PROFILE);
    const address = `${site}${path}`;
    const image = `${site}/${locale}/og.png`;
    expect(await page.title(), path).toBe(title);
    expect([head.description, head.canonical, head.alternates]).toEqual([
      description,
      address,
      alternatesOf(key),
    ]);
    const card = {
      'meta[property="og:title"]': title,
      'meta[property="og:description"]': description,
      'meta[property="og:url"]': address,
      'meta[property="og:locale"]': OG_LOCALE[locale],
      'meta[property="og:image"]': image,
      'meta[property="og:image:width"]': '1200',
      'meta[property="og:image:height"]': '630',
      'meta[name="twitter:card"]': 'summary_large_image',
      'meta[name="twitter:title"]': title,
      'meta[name="twitter:image"]': image,
    };
    for (const [selector, value] of Object.entries(card))
      expect(await head.one(selector), `${path} ${selector}`).toBe(value);
    expect(await head.all('meta[property="og:locale:alternate"]')).toEqual(
      LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALE[other]),
    );

    // One JSON-LD block, about this page, defining all it points to: a crawler reads it alone.
    const nodes = await head.graph();
    expect(nodes[0]).toMatchObject({ '@id': address, inLanguage: locale });
    const defined = nodes.map((node) => node['@id']);
    for (const id of references(nodes)) expect(defined, `${path} points to ${id}`).toContain(id);
    const person = nodes.find((node) => node['@type'] === 'Person');
    expect(person?.description).toBe(CATALOGS[locale].Persona.start);
    expect(person?.image).toMatch(new RegExp(`^${site}/`));
    expect((await page.request.get(new URL(String(person?.image)).pathname)).ok()).toBe(true);
    const website = { name: profile.companyName, url: `${site}/`, inLanguage: [...LOCALES] };
    expect(nodes.find((node) => node['@type'] === 'WebSite')).toMatchObject(website);
    if (key !== 'home') continue;
    // Home's is the consultant's profile, with every skill and the services a visitor sees; how
    // the graph links them is lib/seo/structured-data.test.ts's.
    expect(nodes[0]?.['@type']).toBe('ProfilePage');
    expect(person).toMatchObject({
      name: profile.name,
      jobTitle: profile.jobTitle,
      knowsLanguage: [...LOCALES],
      sameAs: [profile.networkUrl],
      knowsAbout: expect.arrayContaining(CONTENT.skills.map((skill) => skill.title[locale])),
    });
    expect(nodes.filter((node) => node['@type'] === 'Service').map(({ name }) => name)).toEqual(
      visibleServices(locale).map((service) => service.label),
    );
  }
});

test('the choosers, sitemap, robots.txt, social pictures and icons', async ({ page, request }) => {
  // Each chooser is indexable, its own canonical, described in every language, linked to its pages.
  for (const { page: key, path } of TABS) {
    const head = await headOf(page, path);
    expect(await head.all('meta[name="robots"]'), path).toEqual([]);
    expect(head.canonical).toBe(`${site}${path}`);
    expect(head.description).toBe(
      LOCALES.map((locale) => t(locale)(`Metadata.descriptions.${key}`, PROFILE)).join(' / '),
    );
    expect(head.alternates).toEqual(alternatesOf(key));
  }

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => [
    /<loc>([^<]+)<\/loc>/.exec(entry!)?.[1],
    Object.fromEntries(
      [...entry!.matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)].map((m) => m.slice(1)),
    ),
  ]);
  const listed = [...ALL_PAGES, ...TABS].map(({ page, path }) => [
    `${site}${path}`,
    alternatesOf(page),
  ]);
  expect(entries).toHaveLength(listed.length);
  expect(Object.fromEntries(entries)).toEqual(Object.fromEntries(listed));
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site}/sitemap.xml`);

  const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
  for (const locale of LOCALES) {
    const picture = await request.get(`/${locale}/og.png`);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(size(await picture.body())).toEqual([1200, 630]);
  }

  const head = await headOf(page, '/nl/');
  const icon = await request.get((await head.one('link[rel="icon"]', 'href')) ?? '');
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const logoPlus = await page.getByRole('banner').locator('svg path').first().getAttribute('d');
  expect(await icon.text()).toContain(`d="${logoPlus}"`);
  const apple = await request.get((await head.one('link[rel="apple-touch-icon"]', 'href')) ?? '');
  expect(apple.headers()['content-type']).toBe('image/png');
  expect(size(await apple.body())).toEqual([180, 180]);
  const manifest = await request.get((await head.one('link[rel="manifest"]', 'href')) ?? '');
  expect(await manifest.json()).toMatchObject({
    name: profile.companyName,
    icons: [{ src: '/icon.svg' }, { src: '/apple-icon.png' }],
  });
});
