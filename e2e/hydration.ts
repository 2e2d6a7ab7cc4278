import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (the shell marks <html data-hydrated>), so that a test's
 * first touch or change reaches the app and not just the pre-rendered HTML.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}
