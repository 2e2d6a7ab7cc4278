// Adds a remembered theme and a held clock as options, and `visit`, which waits until hydrated.
import { test as base, type Page } from '@playwright/test';
import { holdTime, hydrated } from './hydration';
import { rememberScheme, type Scheme } from './theme-setup';

type Options = {
  /** The colour scheme the visitor picked on an earlier visit; none by default. */
  scheme: Scheme | undefined;
  heldClock: boolean;
};

type Fixtures = {
  /** Opens a path of the site and resolves once it is hydrated (see hydrated(): a held clock moves). */
  visit: (path: string) => Promise<Page>;
};

export const test = base.extend<Options & Fixtures>({
  scheme: [undefined, { option: true }],
  heldClock: [false, { option: true }],
  page: async ({ page, scheme, heldClock }, use) => {
    if (scheme) await rememberScheme(page, scheme);
    if (heldClock) await holdTime(page);
    await use(page);
  },
  visit: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await hydrated(page);
      return page;
    });
  },
});

export { expect } from '@playwright/test';
