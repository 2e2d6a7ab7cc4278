// Firefox over WebDriver BiDi, which Firefox speaks itself: Puppeteer launches it, no geckodriver.
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { inPage, locate, type EngineBrowser, type EnginePage, type Query } from './engine-page';
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

/** A Firefox per language asked for, kept until stopped; each page in a context of its own. */
export async function startFirefox(): Promise<EngineBrowser> {
  const browsers = new Map<string, Promise<Browser>>();
  return {
    open: async ({ language }) => {
      if (!browsers.has(language)) browsers.set(language, launch(language));
      const browser = await browsers.get(language)!;
      // No storage left from an earlier page.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return firefoxPage(page, await browser.version(), () => context.close());
    },
    stop: async () => {
      await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
    },
  };
}

type Context = {
  navigate(url: string, wait: 'complete'): Promise<void>;
  setViewport(options: { viewport: { width: number; height: number } }): Promise<void>;
};

function firefoxPage(page: Page, version: string, close: () => Promise<void>): EnginePage {
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const context = (page.mainFrame() as unknown as { browsingContext: Context }).browsingContext;
  const element = async (query: Query) =>
    (await page.evaluateHandle(inPage(locate, [query]))) as ElementHandle<Element>;
  return {
    engine: 'firefox',
    version: version.replace(/^firefox\//, ''),
    goto: async (url) => {
      errors = [];
      // Firefox's own wait for the load: Puppeteer's goto rebuilds it from events, and on one busy
      // core it once never returned. A page that sends the browser on at once aborts the load.
      await context.navigate(url, 'complete').catch((error: Error) => {
        if (!error.message.includes('NS_BINDING_ABORTED')) throw error;
      });
    },
    // BiDi's own call: Puppeteer's setViewport also sets the screen's orientation, unknown to ESR 140.
    resize: (viewport) => context.setViewport({ viewport }),
    evaluate: (fn, ...args) => page.evaluate(inPage(fn, args)) as Promise<never>,
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
