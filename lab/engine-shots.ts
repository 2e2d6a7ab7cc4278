// The contact sheet's screens in WebKit or Firefox: the same views and devices, the theme and the
// detail chosen with their drop-downs as a visitor does. Forced colours and paper are Chromium's.
import { writeFileSync } from 'node:fs';
import type { EngineName, EnginePage } from '../scripts/dev/engines/engine-page';
import { startEngine } from '../scripts/dev/engines/start';
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import type { Device, Shot } from './contact-sheet';
import { pageScreens } from './page-screens';

type View = { name: string; path: string; detail?: string };

/** Asks the page until it says yes, for at most ten seconds. */
async function until(page: EnginePage, ask: () => boolean) {
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    if (await page.evaluate(ask)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${page.engine}: the page did not get ready`);
}

/** One page at a time (WebKit's driver holds one session), into `dir`. */
export async function engineShooter(engineName: EngineName, site: string, dir: string) {
  const browser = await startEngine(engineName);
  const shoot = async (view: View, device: Device, theme: string, value: string, index: number) => {
    const catalog = view.path.startsWith('/nl/') ? nl : en;
    const page = await browser.open({ language: view.path.startsWith('/nl/') ? 'nl-NL' : 'en-US' });
    await page.resize(device);
    await page.goto(new URL(view.path, site).href);
    await until(page, () => document.documentElement.hasAttribute('data-hydrated'));
    await page.select({ role: 'combobox', name: catalog.ThemeSelect.label }, value);
    if (view.detail) {
      const option = await page.evaluate(
        (label) =>
          [...document.querySelectorAll('option')].find((item) => item.textContent === label)
            ?.value ?? '',
        view.detail,
      );
      await page.select({ role: 'combobox', name: catalog.Details.label }, option);
    }
    const name = `${String(index).padStart(3, '0')}-${engineName}-${device.name}-${theme}`;
    const files: string[] = [];
    for (const [screen, top] of (await page.evaluate(pageScreens, 8)).entries()) {
      await page.evaluate(async (y) => {
        window.scrollTo(0, y);
        // Drawn at the new place before the window is photographed.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, top);
      const file = `${name}-${screen + 1}.png`;
      writeFileSync(`${dir}/${file}`, await page.screenshot());
      files.push(file);
    }
    await page.close();
    return { view: view.name, device, theme, files } satisfies Shot;
  };
  return { shoot, stop: () => browser.stop() };
}
