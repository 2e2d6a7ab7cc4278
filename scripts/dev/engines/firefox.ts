// Firefox over WebDriver BiDi, which Firefox speaks itself: Puppeteer launches it, no geckodriver.
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { locate, type EngineBrowser, type EnginePage, type Query } from './engine-page';
import { FIREFOX } from './paths';

/** A headless Firefox whose visitor reads `language` and asks for less motion. */
function launch(language: string): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: null,
    extraPrefsFirefox: {
      'intl.accept_languages': language,
      // Visitors who ask for less motion skip the start animation: so do the tests, in every engine.
      'ui.prefersReducedMotion': 1,
    },
  });
}

/** One Firefox for a test worker; a test in another language gets one of its own. */
export async function startFirefox(): Promise<EngineBrowser> {
  const DEFAULT_LANGUAGE = 'en-US';
  const shared = await launch(DEFAULT_LANGUAGE);
  return {
    open: async ({ language }) => {
      const own = language === DEFAULT_LANGUAGE ? undefined : await launch(language);
      // A context of its own: no storage left from an earlier test.
      const context = await (own ?? shared).createBrowserContext();
      const page = await context.newPage();
      return firefoxPage(page, await (own ?? shared).version(), async () => {
        await context.close();
        await own?.close();
      });
    },
    stop: () => shared.close(),
  };
}

function firefoxPage(page: Page, version: string, close: () => Promise<void>): EnginePage {
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const element = async (query: Query) =>
    (await page.evaluateHandle(locate, query)) as ElementHandle<Element>;
  return {
    engine: 'firefox',
    version: version.replace(/^firefox\//, ''),
    goto: async (url) => {
      errors = [];
      await page.goto(url);
    },
    resize: (size) => page.setViewport(size),
    // Puppeteer's types unwrap element handles, which these functions never take or give.
    evaluate: (fn, ...args) =>
      page.evaluate(fn as (...params: unknown[]) => unknown, ...args) as Promise<never>,
    click: async (query) => (await element(query)).click(),
    type: async (query, text) => (await element(query)).type(text),
    select: async (query, value) => {
      await (await element(query)).select(value);
    },
    press: (key) => page.keyboard.press(key),
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    scriptErrors: async () => [...errors],
    close,
  };
}
