import { expect, test } from '@playwright/test';
import { ALL_PAGES } from './pages';
import { rememberScheme } from './theme-setup';

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
            src: image.getAttribute('src') ?? '',
            below: image.getBoundingClientRect().top + scrollY >= innerHeight,
            loading: image.getAttribute('loading'),
          })),
        );
        const below = pictures.filter((picture) => picture.below);
        expect(below.filter(({ loading }) => loading !== 'lazy')).toEqual([]);
        // Nor does the head ask for one of them ahead of the page (a picture on the first screen,
        // such as a portrait that is the largest element, may well be preloaded).
        const preloaded = await page
          .locator('head link[rel="preload"][as="image"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(preloaded.filter((href) => below.some(({ src }) => src === href))).toEqual([]);
      });
    }
  });
}

// The first screen paints from the page alone: a picture or font that the CSS asks for (a mask,
// a background, a typeface) would arrive a round trip after it, so the page carries them itself.
// Its content pictures are <img> elements, lazy below the first screen (the tests above).
for (const scheme of ['light', 'dark', 'contrast'] as const) {
  for (const { path } of ALL_PAGES) {
    test(`${path} asks for no picture or font besides its own <img> pictures, ${scheme}`, async ({
      page,
    }) => {
      await rememberScheme(page, scheme);
      const asked: string[] = [];
      page.on('request', (request) => {
        const drawn = ['image', 'font', 'media'].includes(request.resourceType());
        if (drawn && !request.url().startsWith('data:')) asked.push(request.url());
      });
      const own: string[] = [];
      // A phone's screen and a laptop's, where other rules of the stylesheet apply.
      for (const viewport of [
        { width: 412, height: 823 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(path, { waitUntil: 'networkidle' });
        own.push(
          ...(await page
            .locator('img, link[rel~="icon"]')
            .evaluateAll((elements) =>
              elements.map((element) =>
                element instanceof HTMLImageElement
                  ? element.currentSrc || element.src
                  : (element as HTMLLinkElement).href,
              ),
            )),
        );
      }
      expect(asked.filter((url) => !own.includes(url))).toEqual([]);
    });
  }
}
