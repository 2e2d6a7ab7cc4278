import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import { LOCALES, pathOf, THEME_LABEL, THEMES } from './pages';
import { rememberScheme, withoutAppCode } from './theme-setup';
import { CATALOGS } from './text';

const valueOf = (scheme: string) => THEMES.find((theme) => theme.scheme === scheme)!.value;

/** The redirect pages answer with nothing, so the browser stays on the page that sends it on. */
async function holdOnRedirectPage(page: Page) {
  const sentTo: string[] = [];
  const languages = new RegExp(`^/(${LOCALES.join('|')})/`);
  await page.route(
    (url) => languages.test(url.pathname),
    (route) => {
      sentTo.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 204 });
    },
  );
  return sentTo;
}

// The theme rules are unit tested (lib/theme-choice.test.ts); here each kind of page asks the
// browser, from its first paint.

test.describe('a first visit from a dark system asking for more contrast', () => {
  test.use({ colorScheme: 'dark', contrast: 'more' });

  test('gets the contrast theme on a page from the first paint, and keeps it once MUI mounts', async ({
    page,
  }) => {
    const locale = 'nl';
    // Without the app's JavaScript only the inline init script can set the scheme.
    await withoutAppCode(page);
    await page.goto(pathOf(locale, 'contact'));
    const select = page.getByRole('combobox', { name: THEME_LABEL[locale] });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'contrast');
    await expect(select).toHaveValue(valueOf('contrast'));

    // With the app: opening the privacy dialog must not set another theme.
    await page.unrouteAll();
    await page.reload();
    await hydrated(page);
    const text = CATALOGS[locale].PrivacyDialog;
    await page.getByRole('button', { name: text.open }).click();
    const dialog = page.getByRole('alertdialog', { name: text.title });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'contrast');
    await dialog.getByRole('button', { name: text.close }).click();
    await expect(dialog).toBeHidden();
    await expect(select).toHaveValue(valueOf('contrast'));
    // Nothing is remembered until the visitor picks a theme.
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
});

for (const { path, system, scheme } of [
  { path: '/about', system: { colorScheme: 'dark' }, scheme: 'dark' },
  { path: '/no/such/page', system: { contrast: 'more' }, scheme: 'contrast' },
] as const) {
  test.describe(`a first visit from a system asking for ${scheme}`, () => {
    test.use(system);

    test(`gets the ${scheme} theme on ${path}, which sends the visitor on`, async ({ page }) => {
      await withoutAppCode(page);
      const sentTo = await holdOnRedirectPage(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect.poll(() => sentTo.length).toBeGreaterThan(0);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    });
  });
}

test.describe('a remembered choice', () => {
  test.use({ colorScheme: 'dark', contrast: 'more' });

  test('wins over the system setting', async ({ page }) => {
    await rememberScheme(page, 'light');
    await page.goto(pathOf('nl', 'about'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('combobox', { name: THEME_LABEL.nl })).toHaveValue(
      valueOf('light'),
    );
  });
});

test('a change of the system setting is followed until the visitor picks a theme', async ({
  page,
  visit,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await visit(pathOf('en', 'services'));
  const select = page.getByRole('combobox', { name: THEME_LABEL.en });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(select).toHaveValue(valueOf('dark'));

  // Once picked, the choice holds, here as on the next visit.
  await select.selectOption(valueOf('light'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
