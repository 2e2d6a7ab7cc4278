import { expect, test } from '@playwright/test';
import { fillValid } from './contact';
import { hydrated } from './hydration';
import { ALL_PAGES, THEME_LABEL, menu } from './pages';
import { contactTableUrl } from './storage';
import { CATALOGS } from './text';

const tableOrigin = new URL(contactTableUrl()).origin;

test('every page is served with the host configuration’s security headers', async ({ request }) => {
  for (const path of [...ALL_PAGES.map((page) => page.path), '/', '/no/such/page/']) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${tableOrigin}(;|$)`));
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const directive of [
      "img-src 'self' data:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    const denied = (headers['permissions-policy'] ?? '').split(/,\s*/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(denied).toContain(`${feature}=()`);
    }
  }
  const unknown = await request.get('/no/such/page/');
  expect(unknown.status()).toBe(404);
});

test('hashed static assets are cached for a year, immutable', async ({ page, request }) => {
  await page.goto('/en/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const response = await request.get(script ?? '');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('pages and scripts are sent compressed to browsers that accept it, as the host does', async ({
  page,
  request,
}) => {
  await page.goto('/en/about/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  expect(script).toMatch(/^\/_next\/static\/.+\.js$/);
  for (const path of ['/en/about/', script!, '/no/such/page/']) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers()['content-encoding'], path).toMatch(/^(gzip|br)$/);
  }
});

test('a full tour raises no CSP violation, talks only to the site and the table, sets no cookie', async ({
  page,
  context,
  baseURL,
}) => {
  const problems: string[] = [];
  const hosts = new Set<string>();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => hosts.add(new URL(request.url()).origin));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  for (const { path, locale } of ALL_PAGES) {
    await page.goto(path);
    await hydrated(page);
    for (const value of ['2', '3', '1']) {
      await page.getByRole('combobox', { name: THEME_LABEL[locale] }).selectOption(value);
    }
  }
  await page.goto('/en/about/');
  await menu(page).getByRole('link', { name: CATALOGS.en.NavTabs.contact, exact: true }).click();
  await expect(page).toHaveURL('/en/contact/');
  await hydrated(page);
  const fields = await fillValid(page);
  await fields.send.click();
  await expect(
    page.getByRole('status').filter({ hasText: CATALOGS.en.ResultAlert.savedTitle }),
  ).toBeVisible();

  expect(problems).toEqual([]);
  expect([...hosts].sort()).toEqual([new URL(baseURL ?? '').origin, tableOrigin].sort());
  expect(await context.cookies()).toEqual([]);
});
