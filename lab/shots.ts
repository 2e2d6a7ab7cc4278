// npm run shots: screenshots of every page in every theme, on a phone, a laptop and paper, into
// shots/index.html. Usage: npm run shots [-- --build] [--engine webkit|firefox]
// (--build rebuilds even when out/ holds one; --engine shoots in WebKit or Firefox instead)
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CONTENT_FILES } from '@/lib/content/files';
import { readContent } from '@/scripts/build/read-content';
import { serveExport } from '../scripts/dev/serve-export';
import { CHROMIUM, CHROMIUM_ARGS, ensureBrowsers } from '../scripts/dev/setup';
import { buildForLocalUse } from './build-site';
import type { EngineName } from '../scripts/dev/engines/engine-page';
import { ENGINE_NAMES } from '../scripts/dev/engines/start';
import { contactSheet, type Device, type Shot } from './contact-sheet';
import { engineShooter } from './engine-shots';
import { pageScreens } from './page-screens';
import { SITE_PAGES } from './site-pages';

const DIR = 'shots';
const DEVICES: readonly Device[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1440, height: 900 },
];
/** An A4 page's width inside its 1.5 cm margins, in CSS pixels. */
const PAPER: Device = { name: 'paper', width: 681, height: 1000 };
/** How a page is looked at: a theme chosen as a visitor does, or forced colours. */
type Theme = { name: string; value?: string; forcedColors?: true };
const THEMES: readonly Theme[] = [
  { name: 'light', value: '1' },
  { name: 'dark', value: '2' },
  { name: 'contrast', value: '3' },
  { name: 'forced-colours', forcedColors: true },
];
/** Printed, from a visitor who chose the dark theme (paper is light whatever the theme). */
const PRINT: Theme = { name: 'print', value: '2' };
/** Screens per page at most: enough for the longest page on a phone. */
const MAX_SCREENS = 8;

const { values } = parseArgs({
  options: { build: { type: 'boolean' }, engine: { type: 'string' } },
});
const engine = values.engine as EngineName | undefined;
if (engine !== undefined && !ENGINE_NAMES.includes(engine)) {
  console.error(`--engine takes ${ENGINE_NAMES.join(' or ')}, not ${engine}.`);
  process.exit(2);
}

ensureBrowsers({ engines: engine !== undefined });
if (values.build || !existsSync('out/staticwebapp.config.json')) {
  buildForLocalUse();
} else {
  console.log('Reusing the build in out/ (npm run shots -- --build to build afresh).');
}

// The certificates table is the one panel of About that the page does not open with.
const { file, schema } = CONTENT_FILES.projects;
const projects = readContent(file, schema);
/** The title of the certificates entry in the detail drop-down of About. */
function certificatesTitle(locale: 'en' | 'nl'): string {
  const entry = projects[locale].find((project) => project.type === 'certificate');
  if (!entry) throw new Error(`${file} lists no certificate entry in ${locale}.`);
  return entry.title;
}
/** A page to shoot, and the entry of its detail drop-down to choose first, if any. */
type View = { name: string; path: string; detail?: string };
const VIEWS: View[] = [
  ...SITE_PAGES.map((path) => ({ name: path, path })),
  ...(['en', 'nl'] as const).map((locale) => ({
    name: `/${locale}/about/ with ${certificatesTitle(locale)}`,
    path: `/${locale}/about/`,
    detail: certificatesTitle(locale),
  })),
];

const { server, url } = await serveExport({ port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

/** One view, device and theme: the screens from top to bottom, each under the fixed footer. */
async function shoot(view: View, device: Device, theme: Theme, index: number): Promise<Shot> {
  const context = await browser.newContext({
    viewport: { width: device.width, height: device.height },
    // The start animation would only cover the first screen.
    reducedMotion: 'reduce',
    locale: view.path.startsWith('/nl/') ? 'nl-NL' : 'en-GB',
    forcedColors: theme.forcedColors ? 'active' : 'none',
  });
  const page = await context.newPage();
  await page.goto(new URL(view.path, url).href, { waitUntil: 'networkidle' });
  if (theme.value) await page.locator('#theme-select').selectOption(theme.value);
  if (view.detail) await page.locator('#detail-select').selectOption({ label: view.detail });
  await page.evaluate(() => document.fonts.ready);
  const name = `${String(index).padStart(3, '0')}-${device.name}-${theme.name}`;
  if (theme === PRINT) {
    const pdf = `${name}.pdf`;
    await page.pdf({ path: `${DIR}/${pdf}`, format: 'A4' });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
    await context.close();
    return { view: view.name, device, theme: theme.name, files: [`${name}.png`], pdf };
  }
  const files: string[] = [];
  for (const [screen, top] of (await page.evaluate(pageScreens, MAX_SCREENS)).entries()) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    const file = `${name}-${screen + 1}.png`;
    await page.screenshot({ path: `${DIR}/${file}` });
    files.push(file);
  }
  await context.close();
  return { view: view.name, device, theme: theme.name, files };
}

rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR);
const shots: Shot[] = [];
if (engine) {
  // The themes a visitor picks; forced colours and paper are emulated in Chromium alone.
  const picked = THEMES.filter((theme) => theme.value !== undefined);
  const jobs = VIEWS.flatMap((view) =>
    DEVICES.flatMap((device) => picked.map((theme) => ({ view, device, theme }))),
  );
  const shooter = await engineShooter(engine, url, DIR);
  for (const [index, { view, device, theme }] of jobs.entries()) {
    shots.push(await shooter.shoot(view, device, theme.name, theme.value!, index));
    process.stdout.write(`\r${shots.length}/${jobs.length} views shot in ${engine}`);
  }
  await shooter.stop();
} else {
  const jobs = VIEWS.flatMap((view) => [
    ...DEVICES.flatMap((device) => THEMES.map((theme) => ({ view, device, theme }))),
    { view, device: PAPER, theme: PRINT },
  ]);
  // Two at a time: this machine has two cores.
  for (let next = 0; next < jobs.length; next += 2) {
    const batch = jobs.slice(next, next + 2);
    shots.push(
      ...(await Promise.all(
        batch.map(({ view, device, theme }, offset) => shoot(view, device, theme, next + offset)),
      )),
    );
    process.stdout.write(`\r${shots.length}/${jobs.length} views shot`);
  }
}
await browser.close();
server.close();

const title = `Contact sheet${engine ? ` in ${engine}` : ''}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const devices = engine ? [...DEVICES] : [...DEVICES, PAPER];
writeFileSync(`${DIR}/index.html`, contactSheet({ shots, views: VIEWS, devices, title }));
const screens = shots.reduce((sum, shot) => sum + shot.files.length, 0);
console.log(`\n${screens} screens written; open ${DIR}/index.html in a browser.`);
