// The language choice is unit tested (lib/language.test.ts); here the built pages without a
// language send a browser on. Between them the two browsers see every such page once.
import { expect, test } from '@playwright/test';
import { TABS } from '../lib/tabs';
import { pageOf, tabOf } from './pages';

/** Every page's address without a language, by turns with and without its trailing slash. */
const CHOOSERS = TABS.map(({ path }, index) => (index % 2 ? path.slice(0, -1) || '/' : path));

for (const [turn, browser] of [
  // A language in the path wins over the browser's on an unknown page.
  { locale: 'en-US', expected: 'en', unknownIn: ['/nl/no/such/page', 'nl'] },
  { locale: 'de-DE', expected: 'nl', unknownIn: ['/en/services/nothing-here/', 'en'] },
].entries()) {
  test.describe(`a ${browser.locale} browser`, () => {
    test.use({ locale: browser.locale });

    test(`goes to ${browser.expected}; Home on an unknown path`, async ({ page }) => {
      const shown = async (home: ReturnType<typeof pageOf>) => {
        await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();
        await expect(tabOf(page, home.tab)).toHaveAttribute('aria-current', 'page');
        await expect(page.locator('html')).toHaveAttribute('lang', home.locale);
      };
      for (const path of CHOOSERS.filter((_, index) => Math.floor(index / 2) % 2 === turn)) {
        await page.goto(path);
        const target = `/${browser.expected}${path.replace(/\/?$/, '/')}`;
        await expect(page, `from ${path}`).toHaveURL(target);
        await expect(page.locator('html')).toHaveAttribute('lang', browser.expected);
      }

      expect((await page.request.get('/no/such/page')).status()).toBe(404);
      await page.goto('/no/such/page');
      await shown(pageOf(browser.expected as 'en' | 'nl', 'home'));
      const [path, language] = browser.unknownIn as [string, 'en' | 'nl'];
      await page.goto(path);
      await expect(page).toHaveURL(pageOf(language, 'home').path);
      await shown(pageOf(language, 'home'));
    });
  });
}
