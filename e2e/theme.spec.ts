import { canvasOf } from './canvas';
import { expect, test } from './fixtures';
import { PAGES, THEME_LABEL, THEMES } from './pages';
import { openSender, withoutAppCode } from './theme-setup';
import { CATALOGS } from './text';

test('each theme colours Home; the chosen one stays, before scripts', async ({ page, visit }) => {
  await visit('/en/');
  const html = page.locator('html');
  const select = page.getByRole('combobox', { name: CATALOGS.en.ThemeSelect.label });
  await expect(html).toHaveAttribute('data-theme', 'light');
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

  // Chosen, it survives a reload and is there on the next page: contrast, then dark.
  const chooser = select.or(page.getByRole('combobox', { name: THEME_LABEL.nl }));
  for (const theme of [THEMES[2], THEMES[1]]) {
    await chooser.selectOption(theme.value);
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', theme.scheme);
    await expect(chooser).toHaveValue(theme.value);
    await visit('/nl/about/');
    await expect(html).toHaveAttribute('data-theme', theme.scheme);
    await expect(chooser).toHaveValue(theme.value);
  }

  // Without the app's JavaScript only the page's inline scripts can set it: no flash.
  const remembered = THEMES[1];
  await withoutAppCode(page);
  await page.goto('/nl/services/');
  await expect(html).toHaveAttribute('data-theme', remembered.scheme);
  await expect(page.locator('body')).toHaveCSS('background-color', canvasOf(remembered.scheme));
  await expect(page.getByRole('combobox', { name: THEME_LABEL.nl })).toHaveValue(remembered.value);

  for (const path of ['/', '/about', '/no/such/page']) {
    await openSender(page, path);
    await expect(html).toHaveAttribute('data-theme', remembered.scheme);
    const canvas = await page.evaluate(() => {
      const colour = (element: Element) => getComputedStyle(element).backgroundColor;
      const root = colour(document.documentElement);
      return root === 'rgba(0, 0, 0, 0)' ? colour(document.body) : root;
    });
    expect(canvas, path).toBe(canvasOf(remembered.scheme));
  }
});
