import { expect, type Page } from '@playwright/test';
import { builtToast } from './notices';
import type { Locale } from './text';

/**
 * Waits until React has hydrated the page (the shell marks <html data-hydrated>), so that a test's
 * first touch or change reaches the app and not just the pre-rendered HTML; and, where the build
 * shows the welcome toast, until it has come in a second later, so that a test checks the page
 * with it in place instead of racing its timer.
 */
export async function hydrated(page: Page) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-hydrated', '');
  const toast = builtToast((await html.getAttribute('lang')) as Locale);
  if (toast) await expect(page.getByRole('alert').filter({ hasText: toast.title })).toBeVisible();
}
