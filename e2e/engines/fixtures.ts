// Playwright's test with a page in WebKit or Firefox beside its Chromium `page`: the project names
// the engine (playwright.config.ts), so both share the run's servers and Azurites.
import { test as base } from '@playwright/test';
import type { EngineBrowser, EngineName, EnginePage } from '../../scripts/dev/engines/engine-page';
import { startEngine } from '../../scripts/dev/engines/start';

type WorkerFixtures = {
  engineName: EngineName;
  engineBrowser: EngineBrowser;
  // Shared while the tests ask for the same language: a WebKit session is slow to start, and
  // WebKit's driver keeps one at a time.
  enginePageIn: (language: string) => Promise<EnginePage>;
};

type TestFixtures = {
  language: string;
  /** A page in the project's engine, as on a first visit: what a test stores is forgotten after it. */
  engine: EnginePage;
  visitIn: (path: string, origin?: string) => Promise<EnginePage>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engineName: ['webkit', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engineName }, use) => {
      const browser = await startEngine(engineName);
      await use(browser);
      await browser.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  enginePageIn: [
    async ({ engineBrowser }, use) => {
      let open: { language: string; page: EnginePage } | undefined;
      await use(async (language) => {
        if (open?.language !== language) {
          await open?.page.close();
          open = { language, page: await engineBrowser.open({ language }) };
        }
        return open.page;
      });
      await open?.page.close();
    },
    { scope: 'worker' },
  ],
  language: ['en-US', { option: true }],
  engine: async ({ enginePageIn, language }, use) => {
    const page = await enginePageIn(language);
    const origins = new Set<string>();
    await use({
      ...page,
      goto: (url) => {
        origins.add(new URL(url).origin);
        return page.goto(url);
      },
    });
    // The site keeps the visitor's choices in localStorage alone (it sets no cookie). Where the
    // test ended, in place: a load in a busy engine takes its time.
    const here = await page.evaluate(() => location.origin).catch(() => '');
    for (const origin of [...origins].sort((origin) => (origin === here ? -1 : 1))) {
      if (origin !== here) await page.goto(`${origin}/robots.txt`);
      await page.evaluate(() => localStorage.clear());
    }
  },
  visitIn: async ({ engine, baseURL }, use) => {
    await use(async (path, origin = baseURL) => {
      await engine.goto(new URL(path, origin).href);
      const hydrated = () =>
        engine.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
      // A first page in a fresh engine on a busy core takes its time. If it never hydrates, the
      // failure shows the page's script errors.
      await base.expect
        .poll(async () => (await hydrated()) || (await engine.scriptErrors()).join('; '), {
          message: `${path} hydrated`,
          timeout: 20_000,
        })
        .toBe(true);
      return engine;
    });
  },
});

/** Asks until the answer is true: what the page shows decides, never a fixed time. */
export async function expectSoon(ask: () => Promise<boolean>, what: string, timeout = 10_000) {
  await base.expect.poll(ask, { message: what, timeout, intervals: [50, 100, 200] }).toBe(true);
}

export { expect } from '@playwright/test';
