import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { form } from './contact';
import { PAGES, pathOf } from './pages';

// Windows high contrast: the browser replaces the site's colours with a few system colours and
// drops backgrounds and shadows. What the site shows by those alone must still show.
test.use({ forcedColors: 'active', viewport: { width: 1280, height: 800 } });

const look = (locator: Locator) => locator.screenshot({ animations: 'disabled', caret: 'hide' });

/** The line under a tab, as the browser paints it. */
const underline = (tab: Locator) =>
  tab.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.borderBottomWidth} ${style.borderBottomStyle} ${style.borderBottomColor}`;
  });

test('the selected tab stands out from the others', async ({ page }) => {
  const [home, ...others] = PAGES.en;
  await page.goto(home.path);
  const selected = page.getByRole('tab', { name: home.tab });
  await expect(selected).toHaveAttribute('aria-selected', 'true');
  const line = await underline(selected);
  for (const other of others) {
    const tab = page.getByRole('tab', { name: other.tab });
    expect(await underline(tab), `${other.tab} beside the selected ${home.tab}`).not.toBe(line);
  }
});

test("the switch shows whether it is on, and the form's controls keep their shape", async ({
  page,
  visit,
}) => {
  await visit(pathOf('en', 'contact'));
  const fields = form(page);
  // The switch's track alone (its words "No"/"Yes" beside it do not count).
  const track = fields.cv.locator('xpath=..');
  // Focused once, so that the page brings it clear of the fixed footer.
  await fields.cv.focus();
  await fields.cv.blur();
  const off = await look(track);
  await fields.cv.check();
  await page.mouse.move(0, 0);
  await fields.cv.blur();
  expect((await look(track)).equals(off)).toBe(false);

  // The send button, which is drawn by its background alone, keeps a border.
  const border = await fields.send.evaluate((button) => getComputedStyle(button).borderTopStyle);
  expect(border).not.toBe('none');
});

test('a focused text field looks different from an unfocused one', async ({ page, visit }) => {
  await visit(pathOf('en', 'contact'));
  const { name } = form(page);
  const box = name.locator('xpath=..');
  const unfocused = await look(box);
  await name.focus();
  expect((await look(box)).equals(unfocused)).toBe(false);
});
