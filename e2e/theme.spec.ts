import { expect, test } from './fixtures';
import { PAGES, THEME_LABEL, THEMES } from './pages';
import { canvasOf, rememberScheme, withoutAppCode } from './theme-setup';
import { CATALOGS } from './text';

test('Home starts light; each theme colours the page, the tab icons and the background picture', async ({
  page,
  visit,
}) => {
  await visit('/en/');
  const select = page.getByRole('combobox', { name: CATALOGS.en.ThemeSelect.label });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(select).toHaveValue('1');
  // Each tab's drawing is its icon's mask: a file named after the Material icon it comes from.
  const icons = page.getByTestId('tab-icon');
  const names = () =>
    icons.evaluateAll((all) =>
      all.map(
        (icon) => /\/([A-Za-z]+)\.[\w-]+\.svg"\)$/.exec(getComputedStyle(icon).maskImage)?.[1],
      ),
    );
  await expect(icons).toHaveCount(PAGES.en.length);
  const background = page.getByRole('img', { name: CATALOGS.en.HomePage.backgroundAlt });
  // The picture fades behind the darker themes' text.
  const OPACITY = { light: '1', dark: '0.5', contrast: '0.1' };
  for (const theme of THEMES) {
    await select.selectOption(theme.value);
    await expect(page.locator('body')).toHaveCSS('background-color', canvasOf(theme.scheme));
    await expect(background).toHaveCSS('opacity', OPACITY[theme.scheme]);
    const drawn = await names();
    // Outlined in the light theme, filled in the others, a different icon on each tab.
    for (const name of drawn)
      expect(name).toMatch(
        theme.scheme === 'light' ? /^[A-Za-z]+Outlined$/ : /^[A-Za-z]+(?<!Outlined)$/,
      );
    expect(new Set(drawn).size).toBe(PAGES.en.length);
  }
});

test('a theme chosen survives a reload and is there on the next page, without a cookie', async ({
  page,
  context,
  visit,
}) => {
  for (const theme of THEMES.slice(1)) {
    await visit('/nl/about/');
    const select = page.getByRole('combobox', { name: THEME_LABEL.nl });
    await select.selectOption(theme.value);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme.scheme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme.scheme);
    await expect(select).toHaveValue(theme.value);
    await page.goto('/en/contact/');
    await expect(page.getByRole('combobox', { name: THEME_LABEL.en })).toHaveValue(theme.value);
  }
  expect(await context.cookies()).toEqual([]);
});

test('a remembered theme and its control are in place before any script of the app runs', async ({
  page,
}) => {
  await rememberScheme(page, 'contrast');
  // Without the app's JavaScript only the page's inline scripts can set them: no flash.
  await withoutAppCode(page);
  await page.goto('/nl/services/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'contrast');
  await expect(page.locator('body')).toHaveCSS('background-color', canvasOf('contrast'));
  await expect(page.getByRole('combobox', { name: THEME_LABEL.nl })).toHaveValue('3');
});
