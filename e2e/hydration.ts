// Helps end-to-end tests wait until a page is ready and hold its clock still.
import { expect, type Page } from '@playwright/test';
import { readableTimeout } from '@/scripts/build/content-check/toast-timeout';
import { TOAST_DELAY_MS } from '../lib/toast-delay';
import { TOAST_SPACE } from '../lib/fixed-bar-space';
import { builtToast } from './notices';
import type { Locale } from './text';

/** A page's window, with the browser's own timers kept aside by holdTime. */
export type BrowserTimers = {
  browserTimers?: Pick<Window, 'setTimeout' | 'clearTimeout'>;
};

const held = new WeakSet<Page>();

/** Fake timers that move only when the test says so (`page.clock.runFor`), set before load. */
export async function holdTime(page: Page, start = new Date()) {
  // Kept for tools such as axe that need time to pass while the page's timers stay held.
  await page.addInitScript(() => {
    (window as BrowserTimers).browserTimers = { setTimeout, clearTimeout };
  });
  await page.clock.install({ time: start });
  // Ahead of the clock, which runs until it is paused, even on a slow machine.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  held.add(page);
}

// Also waits for the toast, so a test does not race its timer. Returns how far it moved a held
// clock for it (TOAST_DELAY_MS or 0), which a test counting from the load must count too.
export async function hydrated(page: Page): Promise<number> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-hydrated', '');
  const toast = builtToast((await html.getAttribute('lang')) as Locale);
  if (!toast) return 0;
  // On paper the toast never shows: a page opened under print emulation would wait here for ever.
  const onPaper = await page.evaluate(() => matchMedia('print').matches);
  expect(onPaper, 'print is still emulated: give the screen back before the next page').toBe(false);
  const moved = held.has(page) ? TOAST_DELAY_MS : 0;
  if (moved) await page.clock.runFor(moved);
  // It takes its space on the page while it shows: looked for often, so that a brief one is seen.
  const shown = () =>
    html.evaluate((root, space) => root.style.getPropertyValue(space), TOAST_SPACE);
  await expect.poll(shown, { intervals: [50] }).not.toBe('');
  if (toast.timeout >= readableTimeout(toast.title, toast.message)) {
    const alert = page.getByRole('alert').filter({ hasText: toast.title });
    await expect(alert).toHaveCSS('opacity', '1');
  }
  return moved;
}
