import { expect, test } from '@playwright/test';
import { ALL_PAGES } from './pages';

// Lighthouse's phone and a common one: a picture below their first screen must not take the
// link's bandwidth (or a preload in the head) while the first screen is still arriving.
for (const viewport of [
  { width: 412, height: 823 },
  { width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.width} × ${viewport.height} phone`, () => {
    test.use({ viewport });

    for (const { path } of ALL_PAGES) {
      test(`${path} loads the pictures below its first screen lazily`, async ({ page }) => {
        await page.goto(path);
        const pictures = await page.locator('img').evaluateAll((images) =>
          images.map((image) => ({
            src: image.getAttribute('src')?.slice(0, 60),
            below: image.getBoundingClientRect().top + scrollY >= innerHeight,
            loading: image.getAttribute('loading'),
          })),
        );
        const eagerBelow = pictures.filter(({ below, loading }) => below && loading !== 'lazy');
        expect(eagerBelow).toEqual([]);
        // Nothing in the head asks for a picture ahead of the page either.
        await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
      });
    }
  });
}
