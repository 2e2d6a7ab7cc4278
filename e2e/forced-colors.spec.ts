import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { form } from './contact';
import { menu, pageOf, PAGES, tabOf } from './pages';

// Windows high contrast drops backgrounds and shadows: what the site shows must still show.
test.use({ forcedColors: 'active', viewport: { width: 1280, height: 800 } });

const look = (locator: Locator) => locator.screenshot({ animations: 'disabled', caret: 'hide' });

test('tabs, icons, the switch, focus and buttons still show', async ({ page, visit }) => {
  const contact = pageOf('en', 'contact');
  await visit(contact.path);
  const underline = (tab: Locator) =>
    tab.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.borderBottomWidth} ${style.borderBottomStyle} ${style.borderBottomColor}`;
    });
  const selected = tabOf(page, contact.tab);
  await expect(selected).toHaveAttribute('aria-current', 'page');
  const line = await underline(selected);
  for (const { tab: name } of PAGES.en) {
    const tab = menu(page).getByRole('link', { name, exact: true });
    if (name !== contact.tab)
      expect(await underline(tab), `${name} beside the selected ${contact.tab}`).not.toBe(line);
    // The icon is its background seen through a mask: forced colours must not drop it.
    const icon = tab.getByTestId('tab-icon');
    await expect(icon).toBeVisible();
    const [iconColour, tabColour] = await Promise.all([
      icon.evaluate((element) => getComputedStyle(element).backgroundColor),
      tab.evaluate((element) => getComputedStyle(element).color),
    ]);
    expect(iconColour, name).toBe(tabColour);
  }

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
