// WebKit (Safari's engine) through WebKitGTK's WebDriver server, on an X server of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, Key as Keys, type WebDriver, type WebElement } from 'selenium-webdriver';
import {
  inPage,
  locate,
  type EngineBrowser,
  type EnginePage,
  type Key,
  type Query,
} from './engine-page';
import { WEBKIT_DRIVER, WEBKIT_SHELL } from './paths';

const KEYS: Record<Key, string> = { Escape: Keys.ESCAPE, Tab: Keys.TAB };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Xvfb on a display it picks itself (two at once never take the same one). */
function startDisplay(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb ended (exit ${code}) before it was ready`)));
    xvfb.stdio[3]!.once('data', (data) => resolve({ display: `:${String(data).trim()}`, xvfb }));
  });
}

async function driverReady(url: string, driver: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (driver.exitCode !== null)
      throw new Error(`${WEBKIT_DRIVER} ended (exit ${driver.exitCode})`);
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${WEBKIT_DRIVER} did not answer at ${url}`);
}

/** The WebDriver server and its display, for as long as a test worker runs. */
export async function startWebKit(): Promise<EngineBrowser> {
  const { display, xvfb } = await startDisplay();
  const port = await freePort();
  const server = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await driverReady(url, server);
  return {
    open: async ({ language }) => {
      const driver = await new Builder()
        .usingServer(url)
        .withCapabilities({
          browserName: 'WebKitShell',
          'webkitgtk:browserOptions': {
            binary: WEBKIT_SHELL,
            args: ['--automation', `--language=${language}`],
          },
        })
        .build();
      const version = String((await driver.getCapabilities()).get('browserVersion'));
      return webkitPage(driver, version);
    },
    stop: async () => {
      server.kill();
      xvfb.kill();
    },
  };
}

function webkitPage(driver: WebDriver, version: string): EnginePage {
  const run = <Result>(fn: (...args: never[]) => unknown, ...args: unknown[]) =>
    driver.executeScript<Result>(`return ${inPage(fn, args)}`);
  const element = (query: Query) => run<WebElement>(locate, query);
  return {
    engine: 'webkit',
    version,
    goto: (url) => driver.get(url),
    // The window manager applies a size later: measured before, the page is still the old size.
    resize: async ({ width, height }) => {
      await driver.manage().window().setRect({ width, height });
      await driver.wait(
        () =>
          run<boolean>(
            (w: number, h: number) => innerWidth === w && innerHeight === h,
            width,
            height,
          ),
        10_000,
        `the window never became ${width} × ${height}`,
      );
    },
    evaluate: (fn, ...args) => run(fn, ...args),
    click: async (query) => (await element(query)).click(),
    type: async (query, text) => (await element(query)).sendKeys(text),
    select: async (query, value) => {
      const select = await element(query);
      await select
        .findElement({ css: `option[value="${value}"]` })
        .then((option) => option.click());
    },
    press: (key) => driver.actions().sendKeys(KEYS[key]).perform(),
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    // Kept for each document by the shell's script, which runs before the page's own.
    scriptErrors: () => driver.executeScript<string[]>('return window.__scriptErrors ?? []'),
    close: () => driver.quit(),
  };
}
