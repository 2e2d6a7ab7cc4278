import { expect, test } from './fixtures';
import { PAGES, THEME_LABEL, THEMES } from './pages';
import { canvasOf, rememberScheme, withoutAppCode } from './theme-setup';
import { CATALOGS } from './text';

const BACKGROUND = {
  light: canvasOf('light'),
  dark: canvasOf('dark'),
  contrast: canvasOf('contrast'),
};

test('light is the default theme', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('combobox', { name: CATALOGS.en.ThemeSelect.label })).toHaveValue(
    '1',
  );
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND.light);
});

for (const theme of THEMES.slice(1)) {
  test(`theme ${theme.value} (${theme.scheme}) changes the page and survives a reload without a cookie`, async ({
    page,
    context,
    visit,
  }) => {
    await visit('/nl/about/');
    const select = page.getByRole('combobox', { name: THEME_LABEL.nl });
    await select.selectOption(theme.value);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme.scheme);
    await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND[theme.scheme]);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme.scheme);
    await expect(select).toHaveValue(theme.value);
    expect(await context.cookies()).toEqual([]);

    // Another page of the site opens in the same theme.
    await page.goto('/en/contact/');
    await expect(page.getByRole('combobox', { name: THEME_LABEL.en })).toHaveValue(theme.value);
  });
}

test('the saved theme is applied before any script of the app runs (no flash)', async ({
  page,
  visit,
}) => {
  await visit('/en/');
  await page.getByRole('combobox', { name: CATALOGS.en.ThemeSelect.label }).selectOption('2');
  // Without the app's JavaScript only the inline init script can set the scheme.
  await withoutAppCode(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND.dark);
});

test('tab icons are outlined in the light theme and filled in the others', async ({
  page,
  visit,
}) => {
  await visit(PAGES.en[0]!.path);
  // Each drawing is the icon's mask: a file named after the Material icon it comes from.
  const drawings = () =>
    page
      .getByTestId('tab-icon')
      .evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).maskImage));
  const file = /^url\(".*\/([A-Za-z]+)\.[\w-]+\.svg"\)$/;
  const names = async () => (await drawings()).map((drawing) => file.exec(drawing)?.[1]);
  await expect(page.getByTestId('tab-icon')).toHaveCount(PAGES.en.length);
  const outlined = await names();
  for (const name of outlined) expect(name).toMatch(/Outlined$/);
  await page.getByRole('combobox', { name: CATALOGS.en.ThemeSelect.label }).selectOption('3');
  await expect.poll(names).not.toEqual(outlined);
  const filled = await names();
  for (const name of filled) expect(name).toMatch(/^[A-Za-z]+$/);
  for (const name of filled) expect(name).not.toMatch(/Outlined$/);
  // A different icon on each tab.
  expect(new Set(filled).size).toBe(PAGES.en.length);
});

test('the theme control shows the remembered theme before any script of the app runs', async ({
  page,
}) => {
  await rememberScheme(page, 'contrast');
  // Without the app's JavaScript nothing but the page's own inline scripts can set the control.
  await withoutAppCode(page);
  await page.goto('/nl/services/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'contrast');
  await expect(page.getByRole('combobox', { name: THEME_LABEL.nl })).toHaveValue('3');
});
