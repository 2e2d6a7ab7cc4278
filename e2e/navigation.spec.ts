import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  IDLE_AFTER_LOAD_AT_THE_LATEST_MS,
  STARTED_AFTER_LOAD_MS,
} from '../components/shell/use-idle-after-start';
import { LOCALES, PAGES, menu } from './pages';

for (const locale of LOCALES) {
  const pages = PAGES[locale];

  test(`navigation in ${locale}: by address, by keyboard and click, back and forward, the current page marked`, async ({
    page,
    visit,
  }) => {
    const shown = async (target: (typeof pages)[number]) => {
      await expect(page).toHaveURL(target.path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      await expect(menu(page).locator('[aria-current]')).toHaveCount(1);
      await expect(menu(page).getByRole('link', { name: target.tab, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    };
    for (const target of pages) {
      await page.goto(target.path);
      await shown(target);
    }

    // The menu is a list of links, gone through by Tab like any others.
    await visit(pages[0].path);
    await expect(menu(page).getByRole('listitem')).toHaveCount(pages.length);
    await menu(page).getByRole('link', { name: pages[0].tab, exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: pages[1].tab, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await shown(pages[1]);
    for (const target of pages.slice(2)) {
      await menu(page).getByRole('link', { name: target.tab, exact: true }).click();
      await shown(target);
    }
    for (const target of [...pages].reverse().slice(1)) {
      await page.goBack();
      await shown(target);
    }
    await page.goForward();
    await shown(pages[1]);
  });
}

test.describe('the other tabs’ pages', () => {
  // Held, so that the browser's idle moment after the load comes only when the test says.
  test.use({ heldClock: true });

  test('are fetched once the loaded page is idle, a tab reached for sooner, never the page shown', async ({
    page,
    visit,
  }) => {
    const folderOf = (url: string) => {
      const { pathname } = new URL(url);
      return pathname.endsWith('.txt')
        ? pathname.slice(0, pathname.lastIndexOf('/') + 1)
        : undefined;
    };
    const asked = new Set<string | undefined>();
    const answered = new Set<string | undefined>();
    page.on('request', (request) => asked.add(folderOf(request.url())));
    page.on('response', (response) => answered.add(folderOf(response.url())));
    const [home, about, services, ...others] = PAGES.en;
    await visit(home.path);
    expect([...asked].filter(Boolean), 'nothing fetched while the page starts').toEqual([]);

    // A pointer over a tab is a visitor reaching for it: its page comes at once.
    await menu(page).getByRole('link', { name: about.tab, exact: true }).hover();
    await expect.poll(() => answered.has(about.path)).toBe(true);
    expect([services, ...others].filter((other) => asked.has(other.path))).toEqual([]);

    // Just before the page counts as started, a tab reached for still comes alone.
    await page.clock.runFor(STARTED_AFTER_LOAD_MS - 1);
    await menu(page).getByRole('link', { name: services.tab, exact: true }).focus();
    await expect.poll(() => answered.has(services.path)).toBe(true);
    expect(others.filter((other) => asked.has(other.path))).toEqual([]);

    // The first idle moment after the start brings the rest.
    await page.clock.runFor(IDLE_AFTER_LOAD_AT_THE_LATEST_MS);
    await expect.poll(() => others.filter((other) => !answered.has(other.path))).toEqual([]);
    expect(asked.has(home.path)).toBe(false);
  });
});

test('a clicked tab looks chosen before its page is there', async ({ page, visit }) => {
  // Every page's data is held back, prefetches too: the tapped tab must answer first.
  const held: Route[] = [];
  await page.route(/\.txt(\?|$)/, (route) => void held.push(route));
  const [home, target] = PAGES.en;
  await visit(home.path);

  const look = (tab: string) =>
    menu(page)
      .getByRole('link', { name: tab, exact: true })
      .evaluate((element) => {
        const { color, borderBottomColor } = getComputedStyle(element);
        return { color, borderBottomColor };
      });
  const [chosen, other] = [await look(home.tab), await look(target.tab)];
  expect(chosen).not.toEqual(other);
  await menu(page).getByRole('link', { name: target.tab, exact: true }).click();
  await expect.poll(() => look(target.tab)).toEqual(chosen);
  expect(await look(home.tab)).toEqual(other);
  // Still the page the visitor was on: the tab list says so until the new page is shown.
  await expect(menu(page).getByRole('link', { name: home.tab, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();

  await page.unroute(/\.txt(\?|$)/);
  // Requests the page has given up on meanwhile (prefetches it superseded) are settled already.
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: target.tab, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await look(target.tab)).toEqual(chosen);
  expect(await look(home.tab)).toEqual(other);
});
