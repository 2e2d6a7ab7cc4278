// The theme rules are unit tested (lib/theme-choice.test.ts); here each kind of page asks the
// browser for the system's settings, from its first paint, until the visitor picks a theme.
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import { pathOf, THEME_LABEL, THEMES } from './pages';
import { openSender, withoutAppCode } from './theme-setup';
import { CATALOGS } from './text';

const valueOf = (scheme: string) => THEMES.find((theme) => theme.scheme === scheme)!.value;

test('the system’s theme from the first paint until a pick', async ({ page, visit }) => {
  const html = page.locator('html');
  const select = (locale: 'en' | 'nl') => page.getByRole('combobox', { name: THEME_LABEL[locale] });
  // A dark system asking for more contrast. Without the app's JavaScript only the inline init
  // script can set the scheme.
  await page.emulateMedia({ colorScheme: 'dark', contrast: 'more' });
  await withoutAppCode(page);
  await page.goto(pathOf('nl', 'contact'));
  await expect(html).toHaveAttribute('data-theme', 'contrast');
  await expect(select('nl')).toHaveValue(valueOf('contrast'));

  // With the app: opening the privacy dialog must not set another theme.
  await page.unrouteAll();
  await page.reload();
  await hydrated(page);
  const text = CATALOGS.nl.PrivacyDialog;
  await page.getByRole('button', { name: text.open }).click();
  const dialog = page.getByRole('alertdialog', { name: text.title });
  await expect(dialog).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'contrast');
  await dialog.getByRole('button', { name: text.close }).click();
  await expect(dialog).toBeHidden();
  await expect(select('nl')).toHaveValue(valueOf('contrast'));
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  await withoutAppCode(page);
  for (const { path, system, scheme } of [
    { path: '/about', system: { colorScheme: 'dark', contrast: 'no-preference' }, scheme: 'dark' },
    {
      path: '/no/such/page',
      system: { colorScheme: 'light', contrast: 'more' },
      scheme: 'contrast',
    },
  ] as const) {
    await page.emulateMedia(system);
    await openSender(page, path);
    await expect(html, path).toHaveAttribute('data-theme', scheme);
  }
  await page.unrouteAll();

  // A change of the system setting is followed until the visitor picks a theme.
  await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
  await visit(pathOf('en', 'services'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(select('en')).toHaveValue(valueOf('dark'));

  // Once picked, the choice holds, on the next visit too, over any system setting.
  await select('en').selectOption(valueOf('light'));
  await page.emulateMedia({ colorScheme: 'dark', contrast: 'more' });
  await page.goto(pathOf('nl', 'about'));
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(select('nl')).toHaveValue(valueOf('light'));
});
