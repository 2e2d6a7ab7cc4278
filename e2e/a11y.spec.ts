// Every page in every theme passes axe as a visitor sees it: hydrated, notices in, clock held.
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { ALL_PAGES, THEME_LABEL, THEMES } from './pages';

// No trace: recording axe's many calls into the page would slow the run down.
test.use({ heldClock: true, trace: 'off' });

for (const { path, locale } of ALL_PAGES) {
  test(`${path} has no axe violations in any theme`, { tag: '@slow' }, async ({ page, visit }) => {
    await visit(path);
    for (const theme of THEMES) {
      // Chosen as a visitor does, with the theme drop-down.
      await page.getByRole('combobox', { name: THEME_LABEL[locale] }).selectOption(theme.value);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.scheme);
      expect(await axeViolations(page), `${theme.scheme} theme`).toEqual([]);
    }
  });
}
