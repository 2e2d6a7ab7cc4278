import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';
import { ALL_PAGES, THEMES } from './pages';
import { rememberScheme } from './theme-setup';

for (const theme of THEMES) {
  test.describe(`${theme.scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await rememberScheme(page, theme.scheme);
    });

    for (const { path } of ALL_PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        // Hydrated, with a notice that shows in place, so that axe checks what the visitor sees.
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.scheme);
        const results = await new AxeBuilder({ page }).analyze();
        const violations = results.violations.map(({ id, nodes }) => ({
          id,
          nodes: nodes.map((node) => node.target.join(' ')),
        }));
        expect(violations).toEqual([]);
      });
    }
  });
}
