import type { Locator, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { form } from './contact';
import { PAGES, pathOf, menu } from './pages';

// Windows high contrast drops backgrounds and shadows: what the site shows must still show.
test.use({ forcedColors: 'active', viewport: { width: 1280, height: 800 } });

const look = (locator: Locator) => locator.screenshot({ animations: 'disabled', caret: 'hide' });

/** The line under a tab, as the browser paints it. */
const underline = (tab: Locator) =>
  tab.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.borderBottomWidth} ${style.borderBottomStyle} ${style.borderBottomColor}`;
  });

test("the selected tab stands out from the others, each tab's icon in its colour", async ({
  page,
}) => {
  const [home] = PAGES.en;
  await page.goto(home.path);
  const selected = menu(page).getByRole('link', { name: home.tab, exact: true });
  await expect(selected).toHaveAttribute('aria-current', 'page');
  const line = await underline(selected);
  for (const { tab: name } of PAGES.en) {
    const tab = menu(page).getByRole('link', { name, exact: true });
    if (name !== home.tab)
      expect(await underline(tab), `${name} beside the selected ${home.tab}`).not.toBe(line);
    // The icon is its background seen through a mask: forced colours must not drop it.
    const icon = tab.getByTestId('tab-icon');
    await expect(icon).toBeVisible();
    const [iconColour, tabColour] = await Promise.all([
      icon.evaluate((element) => getComputedStyle(element).backgroundColor),
      tab.evaluate((element) => getComputedStyle(element).color),
    ]);
    expect(iconColour, name).toBe(tabColour);
  }
});

test('a tapped tab takes the selected line before its page is there', async ({ page, visit }) => {
  // Every page's data is held back, so the tapped tab stays pending until released.
  const held: Route[] = [];
  await page.route(/\.txt(\?|$)/, (route) => void held.push(route));
  const [home, target] = PAGES.en;
  await visit(home.path);
  const homeTab = menu(page).getByRole('link', { name: home.tab, exact: true });
  const targetTab = menu(page).getByRole('link', { name: target.tab, exact: true });
  const [selectedLine, otherLine] = [await underline(homeTab), await underline(targetTab)];
  await targetTab.click();
  await expect.poll(() => underline(targetTab)).toBe(selectedLine);
  expect(await underline(homeTab)).toBe(otherLine);
  await expect(homeTab).toHaveAttribute('aria-current', 'page');

  await page.unroute(/\.txt(\?|$)/);
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await expect(targetTab).toHaveAttribute('aria-current', 'page');
  expect(await underline(targetTab)).toBe(selectedLine);
});

test('the switch shows whether it is on, a focused field differs, the controls keep their shape', async ({
  page,
  visit,
}) => {
  await visit(pathOf('en', 'contact'));
  const fields = form(page);
  const box = fields.name.locator('xpath=..');
  const unfocused = await look(box);
  await fields.name.focus();
  expect((await look(box)).equals(unfocused), 'a focused text field').toBe(false);
  // The switch's track alone (its words "No"/"Yes" beside it do not count).
  const track = fields.cv.locator('xpath=..');
  // Focused once, so that the page brings it clear of the fixed footer.
  await fields.cv.focus();
  await fields.cv.blur();
  const off = await look(track);
  await fields.cv.check();
  await page.mouse.move(0, 0);
  await fields.cv.blur();
  expect((await look(track)).equals(off), 'the switch turned on').toBe(false);

  // The send button, which is drawn by its background alone, keeps a border.
  const border = await fields.send.evaluate((button) => getComputedStyle(button).borderTopStyle);
  expect(border).not.toBe('none');
});
