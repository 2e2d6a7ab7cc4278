import { expect, type Page } from '@playwright/test';
import { TOAST_DELAY_MS } from '../lib/notice-timeout';
import { builtToast } from './notices';
import type { Locale } from './text';

/** Pages whose timers only move when the test moves them (see heldTime). */
const held = new WeakSet<Page>();

/** The page's clock is installed and paused: the test moves it on (`page.clock.runFor`). */
export function heldTime(page: Page) {
  held.add(page);
}

/**
 * Waits until React has hydrated the page (the shell marks <html data-hydrated>), so that a test's
 * first touch or change reaches the app and not just the pre-rendered HTML; and, where the build
 * shows the welcome toast, until it has come in a second later (on a held clock, moved on by that
 * second), so that a test checks the page with it in place instead of racing its timer.
 */
export async function hydrated(page: Page) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-hydrated', '');
  const toast = builtToast((await html.getAttribute('lang')) as Locale);
  if (!toast) return;
  if (held.has(page)) await page.clock.runFor(TOAST_DELAY_MS);
  await expect(page.getByRole('alert').filter({ hasText: toast.title })).toBeVisible();
}
