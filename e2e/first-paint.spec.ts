// Every page paints its first screen from its HTML alone, in every theme and width, while its
// framework scripts are still on their way: a slow phone may take a second to run them.
import { expect, test, type Page, type Route } from '@playwright/test';
import { ALL_PAGES, THEMES } from './pages';
import { resizeTo, SWEEP_WIDTHS } from './screens';

// Layout properties of every element on the first screen, per theme as the init script sets it.
function firstScreens(schemes: string[]) {
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
  return schemes.map((scheme) => {
    document.documentElement.dataset.theme = scheme;
    const shown = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.top < innerHeight;
    });
    return shown.map((element) => {
      const style = getComputedStyle(element);
      const values = properties.map((property) => style.getPropertyValue(property));
      return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}: ${values.join(' | ')}`;
    });
  });
}

async function everyScreen(page: Page) {
  const screens = new Map<string, string[]>();
  const schemes = THEMES.map(({ scheme }) => scheme);
  for (const width of SWEEP_WIDTHS) {
    await resizeTo(page, { width, height: 800 });
    const drawn = await page.evaluate(firstScreens, schemes);
    for (const [index, scheme] of schemes.entries())
      screens.set(`${scheme} theme at ${width} px`, drawn[index]!);
  }
  return screens;
}

for (const { path } of ALL_PAGES) {
  test(`${path} paints its first screen from the HTML alone, in every theme and width, before its scripts`, async ({
    page,
  }) => {
    // The framework's scripts are held back all along, the stylesheets until the first screens
    // drawn from the HTML alone are read.
    const held: Route[] = [];
    await page.route('**/_next/static/**/*.js', (route) => void held.push(route));
    const sheets: Route[] = [];
    await page.route('**/*.css', (route) => void sheets.push(route));
    await page.goto(path, { waitUntil: 'commit' });
    await expect
      .poll(
        () => page.evaluate(() => performance.getEntriesByType('paint').map(({ name }) => name)),
        { intervals: [50] },
      )
      .toContain('first-contentful-paint');
    expect(held.length, 'its scripts were asked for').toBeGreaterThan(0);
    await expect.poll(() => sheets.length, 'its stylesheets were asked for').toBeGreaterThan(0);
    const fromHtml = await everyScreen(page);

    await page.unroute('**/*.css');
    for (const sheet of sheets) await sheet.continue();
    // The full stylesheets load at low priority (for print) and then switch to all media.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.media !== 'print' && link.sheet,
      ),
    );
    const complete = await everyScreen(page);
    for (const [where, screen] of complete) expect(fromHtml.get(where), where).toEqual(screen);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}
