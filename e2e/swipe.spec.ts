import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PAGES, pageOf, tabOf } from './pages';
import { CATALOGS } from './text';

// The swipe rule is unit tested (lib/tabs.test.ts); here real touches through Chromium reach it.
test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

/** A real touch gesture through Chromium's input pipeline, across the middle of the content. */
async function swipe(page: Page, dx: number, y = 400) {
  const cdp = await page.context().newCDPSession(page);
  const from = 195 - dx / 2;
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await send('touchStart', from);
  await send('touchMove', from + dx / 2);
  await send('touchMove', from + dx);
  await send('touchEnd', from + dx);
}

const en = PAGES.en;

/** Swipes and waits until the page handled it: the page it moved to, or 'ignored'. */
async function handledSwipe(page: Page, dx: number, y?: number) {
  const counted = page.locator('[data-gestures]');
  const before = (await counted.count()) ? Number(await counted.getAttribute('data-gestures')) : 0;
  await swipe(page, dx, y);
  const handled = page.locator(`[data-gestures="${before + 1}"]`);
  await expect(handled).toHaveCount(1);
  return handled.getAttribute('data-last-gesture');
}

test('swipes go through the tabs, not past either end or in a field', async ({ page, visit }) => {
  const current = (target: (typeof en)[number]) =>
    expect(tabOf(page, target.tab)).toHaveAttribute('aria-current', 'page');
  await visit(en[0].path);
  await current(en[0]);
  for (const target of en.slice(1)) {
    await swipe(page, -120);
    await expect(page).toHaveURL(target.path);
    await current(target);
  }
  expect(await handledSwipe(page, -120)).toBe('ignored');
  await expect(page).toHaveURL(en.at(-1)!.path);

  // Back to the first, swiped across the heading; on Contact first across a field, which edits.
  const contact = pageOf('en', 'contact');
  for (const [index, from] of [...en.entries()].slice(1).reverse()) {
    let y: number | undefined;
    if (from === contact) {
      const field = (await page
        .getByRole('textbox', { name: CATALOGS.en.ContactForm.name })
        .boundingBox())!;
      expect(await handledSwipe(page, 120, field.y + field.height / 2)).toBe('ignored');
      await expect(page).toHaveURL(contact.path);
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      y = heading.y + heading.height / 2;
    }
    await swipe(page, 120, y);
    await expect(page).toHaveURL(en[index - 1]!.path);
  }
  expect(await handledSwipe(page, 120)).toBe('ignored');
  await expect(page).toHaveURL(en[0].path);
});
