import { expect, test } from '@playwright/test';
import profile from '../content/profile.json';
import { ALL_PAGES } from './pages';

const site = profile.siteUrl;

for (const { path } of ALL_PAGES) {
  test(`${path} declares its canonical URL, language alternates and social card`, async ({
    page,
  }) => {
    await page.goto(path);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}${path}`);
    const twin = path.replace(/^\/(en|nl)\//, (_, locale) => `/${locale === 'en' ? 'nl' : 'en'}/`);
    const alternates = await head
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        Object.fromEntries(
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        ),
      );
    expect(alternates).toEqual({
      en: `${site}${path.startsWith('/en/') ? path : twin}`,
      nl: `${site}${path.startsWith('/nl/') ? path : twin}`,
      'x-default': `${site}/`,
    });
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${site}/${path.slice(1, 3)}/og.png`,
    );
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      '1200',
    );
    await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute(
      'content',
      '630',
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(page).toHaveTitle(new RegExp(profile.companyName));
  });
}

test('the Open Graph pictures are PNGs of 1200×630 served by the site', async ({ request }) => {
  for (const locale of ['en', 'nl']) {
    const response = await request.get(`/${locale}/og.png`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test('Home carries valid JSON-LD about the consultant and the services', async ({ page }) => {
  await page.goto('/en/');
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? '');
  const graph: { '@type': string; [key: string]: unknown }[] = data['@graph'];
  const person = graph.find((node) => node['@type'] === 'Person');
  expect(graph.find((node) => node['@type'] === 'ProfilePage')).toMatchObject({
    mainEntity: { '@id': person?.['@id'] },
  });
  expect(person).toMatchObject({
    name: profile.name,
    jobTitle: profile.jobTitle,
    sameAs: [profile.networkUrl],
  });
  const services = graph.filter((node) => node['@type'] === 'Service');
  expect(services.map((service) => service.name)).toEqual([
    'Power Platform services',
    'Microsoft 365 services',
    'Power Platform Expert Review',
  ]);
  for (const service of services) {
    expect(service).toMatchObject({
      provider: { '@id': person?.['@id'] },
      areaServed: { name: 'Netherlands' },
      offers: { '@type': 'Offer', url: profile.bookingUrl },
    });
  }
});

test('the sitemap lists the 8 pages with their alternates, and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(urls.sort()).toEqual(ALL_PAGES.map(({ path }) => `${site}${path}`).sort());
  expect(sitemap.match(/hreflang="en"/g)).toHaveLength(8);
  expect(sitemap.match(/hreflang="nl"/g)).toHaveLength(8);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test('favicon, apple-touch icon and web manifest are there', async ({ page, request }) => {
  await page.goto('/nl/');
  for (const selector of [
    'link[rel="icon"]',
    'link[rel="apple-touch-icon"]',
    'link[rel="manifest"]',
  ]) {
    const href = await page.locator(selector).first().getAttribute('href');
    expect((await request.get(href ?? '')).status()).toBe(200);
  }
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe(profile.companyName);
});
