import { expect, test, type Page } from '@playwright/test';
import { ALL_PAGES } from './pages';
import { rememberScheme, withoutAppCode } from './theme-setup';

/** What the first screen looks like: the main layout properties of every element on it. */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const shown = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.top < innerHeight;
    });
    return shown.map((element) => {
      const style = getComputedStyle(element);
      const properties = [
        'display',
        'position',
        'color',
        'background-color',
        'font-size',
        'font-weight',
        'padding',
        'margin',
        'border',
        'width',
      ];
      const values = properties.map((property) => style.getPropertyValue(property));
      return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}: ${values.join(' | ')}`;
    });
  });
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test.describe(`in the ${scheme} theme at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      for (const { path } of ALL_PAGES) {
        test(`${path} paints its first screen from the HTML alone`, async ({ page }) => {
          await rememberScheme(page, scheme);
          // The app's code never runs in either load, so only the stylesheets differ.
          await withoutAppCode(page);
          await page.goto(path);
          const complete = await firstScreen(page);

          // The same page when no stylesheet arrives: what the HTML carries must draw it alike.
          await page.route('**/*.css', (route) => route.abort());
          await page.goto(path);
          expect(await firstScreen(page)).toEqual(complete);
        });
      }
    });
  }
}
