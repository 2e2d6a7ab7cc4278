import { expect, test, type Page, type Response, type Route } from '@playwright/test';
import { PAGE_DATA_PATH } from '../scripts/lib/page-data';
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

// No trace: a failure shows what differs and where, and recording the sweeps' calls into the page
// would slow them down.
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
      // The full stylesheets come at the lowest priority, for print, and switch to all media
      // once loaded: measured with every one of them in force.
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

// The HTML a first paint waits for leaves React's page data and the app's start out: they come
// as a deferred script, cached for good under its content's name, and the page hydrates from it.
test("every page's data for React comes after its HTML, in a file of its own", async ({ page }) => {
  for (const { path } of ALL_PAGES) {
    const data: { type: string; caching: string }[] = [];
    const record = async (response: Response) => {
      if (!new URL(response.url()).pathname.startsWith(PAGE_DATA_PATH)) return;
      const caching = (await response.allHeaders())['cache-control'] ?? '';
      data.push({ type: response.request().resourceType(), caching });
    };
    page.on('response', record);
    const html = await (await page.goto(path))?.text();
    expect(html, path).toContain('<main');
    expect(html, path).not.toContain('__next_f');
    expect(html, path).not.toContain('TURBOPACK');
    await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', '');
    await expect
      .poll(() => data, { message: path })
      .toEqual([{ type: 'script', caching: expect.stringContaining('immutable') }]);
    page.off('response', record);
  }
});

/** The scripts whose load event has fired (after they ran), kept by an init script. */
type LoadedScripts = { loadedScripts?: Set<string> };

// Next.js stops reading a page's data one task after its code starts once the document is parsed:
// were the app to start as soon as its chunks are in, data arriving after them would be cut off
// and the page never hydrate. The framework's runtime, which starts the app, is held until the
// document is parsed, and the data until every chunk has run and a task has passed.
test('a page whose data arrives after its code still hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    const loaded = ((window as LoadedScripts).loadedScripts = new Set<string>());
    const record = ({ target }: Event) => {
      if (target instanceof HTMLScriptElement) loaded.add(target.src);
    };
    document.addEventListener('load', record, true);
  });
  const data: Route[] = [];
  const runtime: Route[] = [];
  await page.route(`**${PAGE_DATA_PATH}*`, (route) => void data.push(route));
  await page.route('**/_next/static/chunks/turbopack-*.js', (route) => void runtime.push(route));
  // About has the most data of the pages.
  const about = ALL_PAGES.find(({ page: name }) => name === 'about');
  if (!about) throw new Error('the site lists no About page');
  await page.goto(about.path, { waitUntil: 'commit' });
  await expect.poll(() => [data.length, runtime.length]).toEqual([1, 1]);

  await page.waitForFunction(() => document.readyState === 'interactive');
  await runtime[0]?.continue();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[async][src]')].every((script) =>
      (window as LoadedScripts).loadedScripts?.has(script.src),
    ),
  );
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await data[0]?.continue();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
});

/** Elements the page held when the browser first rendered it, kept by an init script. */
type FirstFrame = { firstFrame?: WeakSet<Element> };

// A phone on a slow link gets the HTML in pieces, and the browser may render whatever the parser
// has so far, such as the header alone. The first frame must already hold the page's largest
// element (its LCP), or the page's largest paint comes a frame or more later.
test.describe('on a phone with a slow link', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const { path } of ALL_PAGES) {
    test(`${path} has its largest element in the first frame`, async ({ page }) => {
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as FirstFrame).firstFrame = new WeakSet(document.querySelectorAll('*'));
        });
      });
      // Only the HTML matters here, and the app's code would take long on this link.
      await withoutAppCode(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 100,
        downloadThroughput: 16 * 1024,
        uploadThroughput: 16 * 1024,
      });
      await page.goto(path);

      const largest = await page.evaluate(
        () =>
          new Promise<{ element: string; inFirstFrame: boolean }>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & {
                element: Element | null;
              };
              // The element is null once it has left the page: then it cannot be checked.
              const { element } = last;
              resolve({
                element: element?.outerHTML.slice(0, 80) ?? 'removed from the page',
                inFirstFrame: !!element && !!(window as FirstFrame).firstFrame?.has(element),
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largest, `the largest element: ${largest.element}`).toMatchObject({
        inFirstFrame: true,
      });
    });
  }
});
