import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { ownCode, unasked } from './page-code';
import { LOCALES, PAGES } from './pages';
import { CATALOGS } from './text';

for (const locale of LOCALES) {
  const pages = PAGES[locale];

  test.describe(`navigation in ${locale}`, () => {
    test('each page, opened by its address, shows its heading with its tab selected', async ({
      page: browser,
    }) => {
      for (const page of pages) {
        await browser.goto(page.path);
        await expect(browser.locator('html')).toHaveAttribute('lang', locale);
        await expect(browser.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
        await expect(browser.getByRole('tab', { name: page.tab })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(browser.getByRole('tab', { selected: true })).toHaveCount(1);
      }
    });

    test('clicking tabs navigates, and back/forward keep tab and route in step', async ({
      page,
    }) => {
      await page.goto(pages[0].path);
      for (const target of pages.slice(1)) {
        await page.getByRole('tab', { name: target.tab }).click();
        await expect(page).toHaveURL(target.path);
        await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
        await expect(page.getByRole('tab', { name: target.tab })).toHaveAttribute(
          'aria-selected',
          'true',
        );
      }

      for (const target of [...pages].reverse().slice(1)) {
        await page.goBack();
        await expect(page).toHaveURL(target.path);
        await expect(page.getByRole('tab', { name: target.tab })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      }

      await page.goForward();
      await expect(page).toHaveURL(pages[1].path);
      await expect(page.getByRole('tab', { name: pages[1].tab })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    test('tabs are reachable and usable by keyboard', async ({ page, visit }) => {
      await visit(pages[0].path);
      await page.getByRole('tab', { name: pages[0].tab }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: pages[1].tab })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(pages[1].path);
    });
  });
}

test('opening a page fetches no other page; pointing at or focusing a tab fetches its page ahead', async ({
  page,
  visit,
}) => {
  const pageData: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.txt')) pageData.push(pathname);
  });
  await visit('/en/');
  // The network has been quiet for half a second after hydration: prefetching on sight, were it
  // on, would have asked for the tabs' pages by then (a hover below is answered at once).
  await page.waitForLoadState('networkidle');
  expect(pageData).toEqual([]);

  await page.getByRole('tab', { name: CATALOGS.en.NavTabs.about }).hover();
  await expect.poll(() => pageData.filter((path) => path.startsWith('/en/about/'))).not.toEqual([]);
  expect(pageData.every((path) => path.startsWith('/en/about/'))).toBe(true);

  await page.getByRole('tab', { name: CATALOGS.en.NavTabs.contact }).focus();
  await expect
    .poll(() => pageData.filter((path) => path.startsWith('/en/contact/')))
    .not.toEqual([]);

  // The arrow keys move the focus by script, which fetches the page ahead as a Tab press does.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: CATALOGS.en.NavTabs.services })).toBeFocused();
  await expect
    .poll(() => pageData.filter((path) => path.startsWith('/en/services/')))
    .not.toEqual([]);
});

test("a tab asks for its page's code when reached for, and looks chosen before the page is there", async ({
  page,
  visit,
  request,
}) => {
  // Every page's data is held back: the code must be asked for on the tab's own account, and the
  // tapped tab must answer before its page can be shown.
  const held: Route[] = [];
  await page.route(/\.txt(\?|$)/, (route) => void held.push(route));
  const notYet = unasked(page);
  const [home, ...others] = PAGES.en;
  await visit(home.path);

  let checked = 0;
  for (const target of others) {
    const own = await ownCode(request, target.path, home.path);
    await page.getByRole('tab', { name: target.tab }).hover();
    await expect.poll(() => notYet(own), { message: `${target.page}'s code` }).toEqual([]);
    checked += own.length;
  }
  // Some page has code of its own, or this part would show nothing.
  expect(checked).toBeGreaterThan(0);

  const look = (tab: string) =>
    page.getByRole('tab', { name: tab }).evaluate((element) => {
      const { color, borderBottomColor } = getComputedStyle(element);
      return { color, borderBottomColor };
    });
  const target = others[0];
  const [chosen, other] = [await look(home.tab), await look(target.tab)];
  expect(chosen).not.toEqual(other);
  await page.getByRole('tab', { name: target.tab }).click();
  await expect.poll(() => look(target.tab)).toEqual(chosen);
  expect(await look(home.tab)).toEqual(other);
  // Still the page the visitor was on: the tab list says so until the new page is shown.
  await expect(page.getByRole('tab', { name: home.tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();

  await page.unroute(/\.txt(\?|$)/);
  // Requests the page has given up on meanwhile (prefetches it superseded) are settled already.
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
  await expect(page.getByRole('tab', { name: target.tab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await look(target.tab)).toEqual(chosen);
  expect(await look(home.tab)).toEqual(other);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test("a tapped tab's page fetches its data once, not a prefetch beside the navigation", async ({
    page,
    visit,
  }) => {
    // Each tap's page data is held until the page has asked for all it asks for: a prefetch
    // started by the tap goes out while the navigation waits for its own request. A late one
    // would be counted with the next tap, the last tap's with the way back Home.
    let held: Route[] = [];
    await page.route(/\.txt(\?|$)/, (route) => void held.push(route));
    const [home, ...others] = PAGES.en;
    await visit(home.path);
    for (const target of [...others, home]) {
      await page.getByRole('tab', { name: target.tab }).tap();
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await page.evaluate(
        () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
      );
      const asked = held.map((route) => new URL(route.request().url()).pathname);
      expect(asked, `${target.page}'s data`).toHaveLength(1);
      const released = held;
      held = [];
      await Promise.all(released.map((route) => route.continue()));
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
    }
  });
});
