import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (it tags the DOM nodes it owns), so that a test's
 * first touch or change reaches the app and not just the pre-rendered HTML.
 */
export async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const tablist = document.querySelector('[role="tablist"]');
        return !!tablist && Object.keys(tablist).some((key) => key.startsWith('__reactProps'));
      }),
    )
    .toBe(true);
}
