import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { LOCALES, pathOf, THEME_LABEL, THEMES } from './pages';
import { rememberScheme, withoutAppCode } from './theme-setup';
import { CATALOGS } from './text';

/** System settings a visitor may have, and the theme each asks for until one is picked. */
const SYSTEMS = [
  { name: 'a dark system', options: { colorScheme: 'dark' }, scheme: 'dark' },
  { name: 'a system asking for more contrast', options: { contrast: 'more' }, scheme: 'contrast' },
  {
    name: 'a dark system asking for more contrast',
    options: { colorScheme: 'dark', contrast: 'more' },
    scheme: 'contrast',
  },
  { name: 'a light system', options: { colorScheme: 'light' }, scheme: 'light' },
] as const;

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

for (const system of SYSTEMS) {
  test.describe(`a first visit from ${system.name}`, () => {
    test.use(system.options);

    for (const locale of LOCALES) {
      test(`gets the ${system.scheme} theme on the ${locale} pages from the first paint`, async ({
        page,
      }) => {
        // Without the app's JavaScript only the inline init script can set the scheme.
        await withoutAppCode(page);
        for (const path of [pathOf(locale, 'home'), pathOf(locale, 'contact')]) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', system.scheme);
          await expect(page.getByRole('combobox', { name: THEME_LABEL[locale] })).toHaveValue(
            valueOf(system.scheme),
          );
        }
      });

      test(`keeps the ${system.scheme} theme in ${locale} once the app runs and MUI mounts`, async ({
        page,
      }) => {
        await page.goto(pathOf(locale, 'contact'));
        await hydrated(page);
        // The privacy dialog brings MUI's theme runtime, which sets the scheme when it mounts.
        const text = CATALOGS[locale].PrivacyDialog;
        await page.getByRole('button', { name: text.open }).click();
        const dialog = page.getByRole('alertdialog', { name: text.title });
        await expect(dialog).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', system.scheme);
        await dialog.getByRole('button', { name: text.close }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('combobox', { name: THEME_LABEL[locale] })).toHaveValue(
          valueOf(system.scheme),
        );
        // Nothing is remembered until the visitor picks a theme.
        expect(await page.evaluate(() => localStorage.length)).toBe(0);
      });
    }

    for (const path of ['/', '/about', '/no/such/page']) {
      test(`gets the ${system.scheme} theme on ${path}, which sends the visitor on`, async ({
        page,
      }) => {
        await withoutAppCode(page);
        const sentTo = await holdOnRedirectPage(page);
        await page.goto(path, { waitUntil: 'commit' });
        await expect.poll(() => sentTo.length).toBeGreaterThan(0);
        await expect(page.locator('html')).toHaveAttribute('data-theme', system.scheme);
      });
    }
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
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(pathOf('en', 'services'));
  await hydrated(page);
  const select = page.getByRole('combobox', { name: THEME_LABEL.en });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(select).toHaveValue(valueOf('dark'));

  // Once picked, the choice holds, here as on the next visit.
  await select.selectOption(valueOf('light'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
