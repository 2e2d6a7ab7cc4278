import { expect, test } from '@playwright/test';
import { TABS } from '../lib/tabs';
import { LOCALES, menu, pageOf } from './pages';
import { canvasOf, rememberScheme, withoutAppCode } from './theme-setup';
import { CATALOGS } from './text';

const browsers = [
  { locale: 'en-US', expected: 'en', home: pageOf('en', 'home') },
  { locale: 'nl-NL', expected: 'nl', home: pageOf('nl', 'home') },
  { locale: 'de-DE', expected: 'nl', home: pageOf('nl', 'home') },
] as const;

/** Every page's address without a language, by turns with and without its trailing slash. */
const CHOOSERS = TABS.map(({ path }, index) => (index % 2 ? path.slice(0, -1) || '/' : path));

for (const browser of browsers) {
  test.describe(`a ${browser.locale} browser`, () => {
    test.use({ locale: browser.locale });

    test(`is sent to the ${browser.expected} pages, and sees Home on an unknown path`, async ({
      page,
    }) => {
      for (const path of CHOOSERS) {
        await page.goto(path);
        const target = `/${browser.expected}${path.replace(/\/?$/, '/')}`;
        await expect(page, `from ${path}`).toHaveURL(target);
        await expect(page.locator('html')).toHaveAttribute('lang', browser.expected);
      }

      const response = await page.request.get('/no/such/page');
      expect(response.status()).toBe(404);
      await page.goto('/no/such/page');
      await expect(
        page.getByRole('heading', { level: 1, name: browser.home.heading }),
      ).toBeVisible();
      await expect(
        menu(page).getByRole('link', { name: browser.home.tab, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('html')).toHaveAttribute('lang', browser.expected);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the root offers a link per language', async ({ page }) => {
    await page.goto('/about/');
    await expect(
      page.getByRole('link', { name: CATALOGS.en.LanguageRedirect.continue }),
    ).toHaveAttribute('href', '/en/about/');
    await expect(
      page.getByRole('link', { name: CATALOGS.nl.LanguageRedirect.continue }),
    ).toHaveAttribute('href', '/nl/about/');
  });
});

test.describe('a language in the path', () => {
  for (const [browser, path, target, language] of [
    ['en-US', '/nl/no/such/page', '/nl/', 'nl'],
    ['nl-NL', '/en/services/nothing-here/', '/en/', 'en'],
  ] as const) {
    test.describe(`in a ${browser} browser`, () => {
      test.use({ locale: browser });

      test(`wins over the browser's language on an unknown page: ${path} lands on ${target}`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page).toHaveURL(target);
        await expect(
          menu(page).getByRole('link', { name: pageOf(language, 'home').tab, exact: true }),
        ).toHaveAttribute('aria-current', 'page');
      });
    });
  }
});

test('pages that send the visitor on paint in the remembered theme before any script of the app runs', async ({
  page,
}) => {
  await rememberScheme(page, 'dark');
  await withoutAppCode(page);
  // The page it sends the visitor to answers "no content", so the browser stays here.
  const sentTo: string[] = [];
  await page.route(
    (url) => LOCALES.some((locale) => url.pathname.startsWith(`/${locale}/`)),
    (route) => {
      sentTo.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 204 });
    },
  );
  // The root, a page without its language, and the 404 page.
  for (const path of ['/', '/about', '/no/such/page']) {
    sentTo.length = 0;
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => sentTo.length, path).toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const canvas = await page.evaluate(() => {
      const colour = (element: Element) => getComputedStyle(element).backgroundColor;
      const html = colour(document.documentElement);
      return html === 'rgba(0, 0, 0, 0)' ? colour(document.body) : html;
    });
    expect(canvas, path).toBe(canvasOf('dark'));
  }
});
