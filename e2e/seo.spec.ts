import { expect, test, type Locator } from '@playwright/test';
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

const content = (head: Locator, selector: string) =>
  head.locator(selector).first().getAttribute('content');

const alternatesIn = (head: Locator) =>
  head
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ),
    );

type Node = { '@id'?: string; '@type'?: string; [key: string]: unknown };

/** Every `{"@id": …}` the graph points to, wherever it stands. */
const references = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(references)
    : value && typeof value === 'object'
      ? Object.keys(value).length === 1 && '@id' in value
        ? [String(value['@id'])]
        : Object.values(value).flatMap(references)
      : [];

for (const { page: key, path, locale } of ALL_PAGES) {
  const metadata = CATALOGS[locale].Metadata;

  test(`${path} declares its title, description, canonical URL, alternates, social card and JSON-LD`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const head = page.locator('head');
    const title =
      key === 'home' ? profile.companyName : `${metadata[key]} | ${profile.companyName}`;
    const description = t(locale)(`Metadata.descriptions.${key}`, PROFILE);
    await expect(page).toHaveTitle(title);
    expect(await content(head, 'meta[name="description"]')).toBe(description);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}${path}`);
    expect(await alternatesIn(head)).toEqual(alternatesOf(key));
    expect({
      title: await content(head, 'meta[property="og:title"]'),
      description: await content(head, 'meta[property="og:description"]'),
      url: await content(head, 'meta[property="og:url"]'),
      locale: await content(head, 'meta[property="og:locale"]'),
      alternates: await head
        .locator('meta[property="og:locale:alternate"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content'))),
      image: await content(head, 'meta[property="og:image"]'),
      width: await content(head, 'meta[property="og:image:width"]'),
      height: await content(head, 'meta[property="og:image:height"]'),
      card: await content(head, 'meta[name="twitter:card"]'),
      twitterTitle: await content(head, 'meta[name="twitter:title"]'),
      twitterImage: await content(head, 'meta[name="twitter:image"]'),
    }).toEqual({
      title,
      description,
      url: `${site}${path}`,
      locale: OG_LOCALE[locale],
      alternates: LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALE[other]),
      image: `${site}/${locale}/og.png`,
      width: '1200',
      height: '630',
      card: 'summary_large_image',
      twitterTitle: title,
      twitterImage: `${site}/${locale}/og.png`,
    });

    // One JSON-LD block, about this page, defining all it points to: a crawler reads it alone.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]!);
    expect(data['@context']).toBe('https://schema.org');
    const nodes: Node[] = data['@graph'];
    expect(nodes[0]).toMatchObject({ '@id': `${site}${path}`, inLanguage: locale });
    const defined = nodes.map((node) => node['@id']);
    for (const id of references(nodes)) expect(defined, `${path} points to ${id}`).toContain(id);
    const person = nodes.find((node) => node['@type'] === 'Person');
    expect(person?.description).toBe(CATALOGS[locale].Persona.start);
    expect(person?.image).toMatch(new RegExp(`^${site}/`));
    expect((await request.get(new URL(String(person?.image)).pathname)).ok()).toBe(true);
    expect(nodes.find((node) => node['@type'] === 'WebSite')).toMatchObject({
      name: profile.companyName,
      url: `${site}/`,
      inLanguage: [...LOCALES],
    });
  });
}

for (const { page: key, path } of TABS) {
  test(`the chooser ${path} is indexable, its own canonical, described in every language and linked to its pages`, async ({
    page,
  }) => {
    // Its script sends the browser on: read the HTML as served, without it.
    const html = await (await page.request.get(path)).text();
    await page.setContent(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
    const head = page.locator('head');
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}${path}`);
    expect(await content(head, 'meta[name="description"]')).toBe(
      LOCALES.map((locale) => t(locale)(`Metadata.descriptions.${key}`, PROFILE)).join(' / '),
    );
    expect(await alternatesIn(head)).toEqual(alternatesOf(key));
  });
}

test('the Open Graph pictures are PNGs of 1200×630 served by the site', async ({ request }) => {
  for (const locale of LOCALES) {
    const response = await request.get(`/${locale}/og.png`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test('Home carries JSON-LD about the consultant and the services the Services page shows', async ({
  page,
}) => {
  await page.goto('/en/services/');
  const shown = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  await page.goto('/en/about/');
  const ratings = await page
    .getByRole('region', { name: CATALOGS.en.AboutPage.skills })
    .getByRole('img')
    .evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label')));
  // Each rating shown, back to the skill of content/skills.json it names.
  const rating = (skill: (typeof CONTENT.skills)[number]) =>
    t('en')('AboutPage.rating', { title: skill.title.en, rating: skill.rating });
  const skills = ratings.map(
    (label) => CONTENT.skills.find((skill) => rating(skill) === label)?.title.en,
  );
  await page.goto('/en/');
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const graph: { '@type': string; [key: string]: unknown }[] = JSON.parse(json ?? '')['@graph'];
  const person = graph.find((node) => node['@type'] === 'Person');
  expect(graph.find((node) => node['@type'] === 'ProfilePage')).toMatchObject({
    mainEntity: { '@id': person?.['@id'] },
  });
  expect(person).toMatchObject({
    name: profile.name,
    jobTitle: profile.jobTitle,
    knowsLanguage: [...LOCALES],
    sameAs: [profile.networkUrl],
  });
  expect(skills).toHaveLength(CONTENT.skills.length);
  expect(skills).not.toContain(undefined);
  expect(person?.knowsAbout).toEqual(expect.arrayContaining(skills));
  const services = graph.filter((node) => node['@type'] === 'Service');
  expect(shown).toEqual(visibleServices('en').map((service) => service.label));
  expect(services.map((service) => service.name)).toEqual(shown);
  for (const service of services) {
    expect(service).toMatchObject({
      provider: { '@id': person?.['@id'] },
      areaServed: { '@type': 'Country', name: profile.areaServed },
      offers: { '@type': 'Offer', url: profile.bookingUrl },
    });
  }
});

test('the sitemap lists every page and chooser with their alternates, and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry!)?.[1],
    alternates: Object.fromEntries(
      [...entry!.matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        href,
      ]),
    ),
  }));
  const listed = [
    ...ALL_PAGES.map(({ page, path }) => ({ page, loc: `${site}${path}` })),
    ...TABS.map(({ page, path }) => ({ page, loc: `${site}${path}` })),
  ];
  expect(entries.map(({ loc }) => loc).sort()).toEqual(listed.map(({ loc }) => loc).sort());
  for (const { loc, alternates } of entries) {
    const { page } = listed.find((each) => each.loc === loc)!;
    expect(alternates, loc).toEqual(alternatesOf(page));
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test('favicon, apple-touch icon and web manifest are there, drawn from the logo', async ({
  page,
  request,
}) => {
  await page.goto('/nl/');
  const href = (selector: string) => page.locator(selector).first().getAttribute('href');
  const icon = await request.get((await href('link[rel="icon"]')) ?? '');
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const logoPlus = await page.getByRole('banner').locator('svg path').first().getAttribute('d');
  expect(await icon.text()).toContain(`d="${logoPlus}"`);
  const apple = await request.get((await href('link[rel="apple-touch-icon"]')) ?? '');
  expect(apple.headers()['content-type']).toBe('image/png');
  const png = await apple.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  const manifest = await (await request.get((await href('link[rel="manifest"]')) ?? '')).json();
  expect(manifest.name).toBe(profile.companyName);
  expect(manifest.icons.map((entry: { src: string }) => entry.src)).toEqual([
    '/icon.svg',
    '/apple-icon.png',
  ]);
});
