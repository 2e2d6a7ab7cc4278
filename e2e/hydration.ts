import { expect, type Page } from '@playwright/test';
import { readableTimeout, TOAST_DELAY_MS } from '../lib/notice-timeout';
import { TOAST_SPACE } from '../lib/fixed-bar-space';
import { builtToast } from './notices';
import type { Locale } from './text';

/** A page's window, with the browser's own timers kept aside by holdTime. */
export type BrowserTimers = {
  browserTimers?: Pick<Window, 'setTimeout' | 'clearTimeout'>;
};

/** Pages whose timers only move when the test moves them (see holdTime). */
const held = new WeakSet<Page>();

/**
 * Fake timers that only move when the test says so (`page.clock.runFor`): set up before the page
 * loads. hydrated() then moves them on by the welcome toast's second where the build shows it.
 */
export async function holdTime(page: Page, start = new Date()) {
  // The browser's own timers, kept before the fake ones replace them, for tools such as axe that
  // need time to pass while the page's timers stay held (see axe.ts).
  await page.addInitScript(() => {
    (window as BrowserTimers).browserTimers = { setTimeout, clearTimeout };
  });
  await page.clock.install({ time: start });
  // Ahead of the clock, which runs until it is paused, even on a slow machine.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  held.add(page);
}

/**
 * Waits until React has hydrated the page (the shell marks <html data-hydrated>), so that a test's
 * first touch or change reaches the app and not just the pre-rendered HTML; and, where the build
 * shows the welcome toast, until it has come in a second later (on a held clock, moved on by that
 * second), so that a test checks the page with it in place instead of racing its timer. A toast
 * that stays long enough to be read is waited for until it is fully in (axe then measures its
 * colours, not a fade); one that goes sooner (the content check warns of it) is only seen come.
 */
export async function hydrated(page: Page) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-hydrated', '');
  const toast = builtToast((await html.getAttribute('lang')) as Locale);
  if (!toast) return;
  if (held.has(page)) await page.clock.runFor(TOAST_DELAY_MS);
  // It takes its space on the page while it shows: looked for often, so that a brief one is seen.
  const shown = () =>
    html.evaluate((root, space) => root.style.getPropertyValue(space), TOAST_SPACE);
  await expect.poll(shown, { intervals: [50] }).not.toBe('');
  if (toast.timeout >= readableTimeout(toast.title, toast.message)) {
    const alert = page.getByRole('alert').filter({ hasText: toast.title });
    await expect(alert).toHaveCSS('opacity', '1');
  }
}
