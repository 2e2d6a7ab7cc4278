import { expect, test, type Page, type Route } from '@playwright/test';
import { ALL_PAGES, THEMES } from './pages';
import { resizeTo, SWEEP_WIDTHS } from './screens';
import { withoutAppCode } from './theme-setup';

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

/** The first screen in each theme at each width of the sweep, the page resized as it stands. */
async function firstScreens(page: Page) {
  const screens = new Map<string, string[]>();
  for (const { scheme } of THEMES) {
    // What the init script does before the first paint, from a visitor's remembered choice.
    await page.evaluate((chosen) => (document.documentElement.dataset.theme = chosen), scheme);
    for (const width of SWEEP_WIDTHS) {
      await resizeTo(page, { width, height: 800 });
      screens.set(`${scheme} theme at ${width} px`, await firstScreen(page));
    }
  }
  return screens;
}

// No trace: recording the sweeps' calls into the page would slow them down.
test.use({ trace: 'off' });

for (const { path } of ALL_PAGES) {
  test(
    `${path} paints its first screen from the HTML alone, in every theme and width`,
    {
      tag: '@slow',
    },
    async ({ page }) => {
      // The app's code never runs in either load, so only the stylesheets differ.
      await withoutAppCode(page);
      await page.goto(path);
      // The full stylesheets load at low priority (for print) and then switch to all media.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
          (link) => link.media !== 'print',
        ),
      );
      const complete = await firstScreens(page);

      // The same page when no stylesheet arrives: what the HTML carries must draw it alike.
      await page.route('**/*.css', (route) => route.abort());
      await page.goto(path);
      const fromHtml = await firstScreens(page);
      for (const [where, screen] of complete) expect(fromHtml.get(where), where).toEqual(screen);
    },
  );
}

// A slow phone may take a second to run the framework's code: the first frame never waits for it.
test('every page paints while its framework scripts are still on their way', async ({ page }) => {
  const held: Route[] = [];
  await page.route('**/_next/static/**/*.js', (route) => void held.push(route));
  for (const { path } of ALL_PAGES) {
    const before = held.length;
    await page.goto(path, { waitUntil: 'commit' });
    await expect
      .poll(
        () => page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name)),
        { message: path },
      )
      .toContain('first-contentful-paint');
    expect(held.length, `${path}: its scripts were asked for`).toBeGreaterThan(before);
    expect(await page.locator('html').getAttribute('data-hydrated'), path).toBeNull();
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
