// Moving between pages by the menu. Each address served alone: no-scripts.spec.ts; when the other
// tabs' pages are fetched: notices.spec.ts.
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOCALES, PAGES, menu, tabOf } from './pages';

for (const locale of LOCALES) {
  const pages = PAGES[locale];

  test(`the menu in ${locale}: keys, clicks, back and forward`, async ({ page, visit }) => {
    const shown = async (target: (typeof pages)[number]) => {
      await expect(page).toHaveURL(target.path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      await expect(menu(page).locator('[aria-current]')).toHaveCount(1);
      await expect(tabOf(page, target.tab)).toHaveAttribute('aria-current', 'page');
    };
    // The menu is a list of links, gone through by Tab like any others.
    await visit(pages[0].path);
    await shown(pages[0]);
    await expect(menu(page).getByRole('listitem')).toHaveCount(pages.length);
    await tabOf(page, pages[0].tab).focus();
    await page.keyboard.press('Tab');
    await expect(tabOf(page, pages[1].tab)).toBeFocused();
    await page.keyboard.press('Enter');
    await shown(pages[1]);
    for (const target of pages.slice(2)) {
      await tabOf(page, target.tab).click();
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

test('a clicked tab looks chosen before its page is there', async ({ page, visit }) => {
  // Every page's data is held back, prefetches too: the tapped tab must answer first.
  const held: Route[] = [];
  await page.route(/\.txt(\?|$)/, (route) => void held.push(route));
  const [home, target] = PAGES.en;
  await visit(home.path);

  // Its colour and the line under it, as painted, and as Windows' high contrast paints them.
  const look = async (tab: string) => {
    const read = () =>
      tabOf(page, tab).evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.color} ${style.borderBottomWidth} ${style.borderBottomStyle} ${style.borderBottomColor}`;
      });
    const normal = await read();
    await page.emulateMedia({ forcedColors: 'active' });
    const forced = await read();
    await page.emulateMedia({ forcedColors: 'none' });
    return { normal, forced };
  };
  const [chosen, other] = [await look(home.tab), await look(target.tab)];
  expect(chosen.normal).not.toEqual(other.normal);
  expect(chosen.forced).not.toEqual(other.forced);
  await tabOf(page, target.tab).click();
  await expect.poll(() => look(target.tab)).toEqual(chosen);
  expect(await look(home.tab)).toEqual(other);
  // Still the page the visitor was on: the tab list says so until the new page is shown.
  await expect(tabOf(page, home.tab)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();

  await page.unroute(/\.txt(\?|$)/);
  // Requests the page has given up on meanwhile (prefetches it superseded) are settled already.
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
  await expect(tabOf(page, target.tab)).toHaveAttribute('aria-current', 'page');
  expect(await look(target.tab)).toEqual(chosen);
  expect(await look(home.tab)).toEqual(other);
});
