import { expect, test } from '@playwright/test';
import { PAGES } from './pages';

const browsers = [
  { locale: 'en-US', expected: 'en', home: PAGES.en[0].heading, homeTab: 'Home' },
  { locale: 'nl-NL', expected: 'nl', home: PAGES.nl[0].heading, homeTab: 'Home' },
  { locale: 'de-DE', expected: 'nl', home: PAGES.nl[0].heading, homeTab: 'Home' },
] as const;

for (const browser of browsers) {
  test.describe(`a ${browser.locale} browser`, () => {
    test.use({ locale: browser.locale });

    for (const path of ['/', '/about', '/services/', '/contact']) {
      test(`is sent from ${path} to the ${browser.expected} page`, async ({ page }) => {
        await page.goto(path);
        const target = `/${browser.expected}${path.replace(/\/?$/, '/')}`;
        await expect(page).toHaveURL(target);
        await expect(page.locator('html')).toHaveAttribute('lang', browser.expected);
      });
    }

    test('sees Home on an unknown path', async ({ page }) => {
      const response = await page.request.get('/no/such/page');
      expect(response.status()).toBe(404);
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: browser.home })).toBeVisible();
      await expect(page.getByRole('tab', { name: browser.homeTab })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.locator('html')).toHaveAttribute('lang', browser.expected);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the root offers a link per language', async ({ page }) => {
    await page.goto('/about/');
    await expect(page.getByRole('link', { name: 'Continue in English' })).toHaveAttribute(
      'href',
      '/en/about/',
    );
    await expect(page.getByRole('link', { name: 'Verder in het Nederlands' })).toHaveAttribute(
      'href',
      '/nl/about/',
    );
  });
});
