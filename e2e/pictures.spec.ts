import { expect, test } from '@playwright/test';
import { ALL_PAGES } from './pages';

// On Lighthouse's phone and a common one, a picture below the first screen must not take bandwidth
// (or a preload) while the first screen arrives.
const PHONES = [
  { width: 412, height: 823 },
  { width: 390, height: 844 },
];

for (const { path } of ALL_PAGES) {
  test(`${path} loads the pictures below a phone's first screen lazily`, async ({ page }) => {
    await page.setViewportSize(PHONES[0]!);
    await page.goto(path);
    // Nor does the head preload one (a picture on the first screen may well be).
    const preloaded = await page
      .locator('head link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const phone of PHONES) {
      await page.setViewportSize(phone);
      const pictures = await page.locator('img').evaluateAll((images) =>
        images.map((image) => ({
          src: image.getAttribute('src') ?? '',
          below: image.getBoundingClientRect().top + scrollY >= innerHeight,
          loading: image.getAttribute('loading'),
        })),
      );
      const below = pictures.filter((picture) => picture.below);
      const where = `${phone.width} × ${phone.height}`;
      expect(
        below.filter(({ loading }) => loading !== 'lazy'),
        where,
      ).toEqual([]);
      expect(
        preloaded.filter((href) => below.some(({ src }) => src === href)),
        where,
      ).toEqual([]);
    }
  });
}
