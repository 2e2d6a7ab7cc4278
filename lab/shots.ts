// npm run shots [-- --build] [--engine webkit|firefox]: every page in every theme, side by side in
// shots/index.html. Other engines skip forced colours and paper, which only Chromium emulates.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CONTENT_FILES } from '@/lib/content/files';
import { sitePages } from '@/lib/tabs';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import { readContent } from '@/scripts/build/read-content';
import type { EngineName } from '../scripts/dev/engines/engine-page';
import { ENGINE_NAMES, startEngine } from '../scripts/dev/engines/start';
import { localBuildEnv } from '../scripts/dev/local-build';
import { serveExport } from '../scripts/dev/serve-export';
import { build, CHROMIUM, CHROMIUM_ARGS, ensureBrowsers } from '../scripts/dev/setup';

const DIR = 'shots';
/** A screen size the pages are shot at, and how wide the sheet draws its screens. */
type Device = { name: string; width: number; height: number; shown: number };
const DEVICES: readonly Device[] = [
  { name: 'phone', width: 390, height: 844, shown: 260 },
  { name: 'laptop', width: 1440, height: 900, shown: 480 },
];
/** An A4 page's width inside its 1.5 cm margins, in CSS pixels. */
const PAPER: Device = { name: 'paper', width: 681, height: 1000, shown: 340 };
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
  // The lab's tools post nothing: a local SAS serves.
  build(localBuildEnv());
} else {
  console.log('Reusing the build in out/ (npm run shots -- --build to build afresh).');
}

// The certificates table is the one panel of About that the page does not open with.
const { file, schema } = CONTENT_FILES.projects;
const projects = readContent(file, schema);
/** A page to shoot, and the entry of its detail drop-down to choose first, if any. */
type View = { name: string; path: string; detail?: string };
const VIEWS: View[] = [
  ...sitePages().map(({ path }) => ({ name: path, path })),
  ...(['en', 'nl'] as const).map((locale) => {
    const detail = projects[locale].find((project) => project.type === 'certificate')?.title;
    if (!detail) throw new Error(`${file} lists no certificate entry in ${locale}.`);
    return { name: `/${locale}/about/ with ${detail}`, path: `/${locale}/about/`, detail };
  }),
];

type Shot = { view: string; device: Device; theme: string; files: string[]; pdf?: string };
type Job = { view: View; device: Device; theme: Theme };

// Each screen starts where the fixed footer covered the last one. Runs in the page, in any engine.
function pageScreens(most: number): number[] {
  const height = document.documentElement.scrollHeight;
  const step = window.innerHeight - (document.querySelector('footer')?.offsetHeight ?? 0);
  const count = Math.min(most, 1 + Math.max(0, Math.ceil((height - window.innerHeight) / step)));
  return Array.from({ length: count }, (_, screen) => screen * step);
}

const { server, url } = await serveExport({ port: 0 });

/** Chromium, two views at a time as this machine has two cores; paper and forced colours too. */
async function chromiumShooter() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const shoot = async ({ view, device, theme }: Job, name: string): Promise<Shot> => {
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
    const shot: Shot = { view: view.name, device, theme: theme.name, files: [] };
    if (theme === PRINT) {
      await page.pdf({ path: `${DIR}/${name}.pdf`, format: 'A4' });
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
      Object.assign(shot, { files: [`${name}.png`], pdf: `${name}.pdf` });
    } else {
      for (const [screen, top] of (await page.evaluate(pageScreens, MAX_SCREENS)).entries()) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        shot.files.push(`${name}-${screen + 1}.png`);
        await page.screenshot({ path: `${DIR}/${shot.files.at(-1)}` });
      }
    }
    await context.close();
    return shot;
  };
  return { shoot, together: 2, stop: () => browser.close() };
}

// One page at a time: WebKit's driver holds a single session.
async function engineShooter(name: EngineName) {
  const browser = await startEngine(name);
  const shoot = async ({ view, device, theme }: Job, file: string): Promise<Shot> => {
    const dutch = view.path.startsWith('/nl/');
    const page = await browser.open({ language: dutch ? 'nl-NL' : 'en-US' });
    await page.resize(device);
    await page.goto(new URL(view.path, url).href);
    await page.evaluate(async () => {
      for (let waited = 0; !document.documentElement.hasAttribute('data-hydrated'); waited += 100) {
        if (waited > 10_000) throw new Error('the page did not get ready');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    const catalog = dutch ? nl : en;
    await page.select({ role: 'combobox', name: catalog.ThemeSelect.label }, theme.value!);
    if (view.detail) {
      const option = await page.evaluate(
        (label) =>
          [...document.querySelectorAll('option')].find((item) => item.textContent === label)
            ?.value ?? '',
        view.detail,
      );
      await page.select({ role: 'combobox', name: catalog.Details.label }, option);
    }
    const shot: Shot = { view: view.name, device, theme: theme.name, files: [] };
    for (const [screen, top] of (await page.evaluate(pageScreens, MAX_SCREENS)).entries()) {
      await page.evaluate(async (y) => {
        window.scrollTo(0, y);
        // Drawn at the new place before the window is photographed.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, top);
      shot.files.push(`${file}-${screen + 1}.png`);
      writeFileSync(`${DIR}/${shot.files.at(-1)}`, await page.screenshot());
    }
    await page.close();
    return shot;
  };
  return { shoot, together: 1, stop: () => browser.stop() };
}

rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR);
const themes = engine ? THEMES.filter((theme) => theme.value !== undefined) : THEMES;
const devices = engine ? DEVICES : [...DEVICES, PAPER];
const jobs: Job[] = VIEWS.flatMap((view) => [
  ...DEVICES.flatMap((device) => themes.map((theme) => ({ view, device, theme }))),
  ...(engine ? [] : [{ view, device: PAPER, theme: PRINT }]),
]);
const { shoot, together, stop } = engine ? await engineShooter(engine) : await chromiumShooter();
const shots: Shot[] = [];
for (let next = 0; next < jobs.length; next += together) {
  const batch = jobs.slice(next, next + together).map((job, offset) => {
    const name = [String(next + offset).padStart(3, '0'), engine, job.device.name, job.theme.name];
    return shoot(job, name.filter(Boolean).join('-'));
  });
  shots.push(...(await Promise.all(batch)));
  process.stdout.write(
    `\r${shots.length}/${jobs.length} views shot${engine ? ` in ${engine}` : ''}`,
  );
}
await stop();
server.close();

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const figure = (shot: Shot) => {
  const caption = `${shot.theme} · ${shot.device.name} ${shot.device.width}×${shot.device.height}`;
  const screens = shot.files.map(
    (file, index) =>
      `<a href="${escape(file)}"><img src="${escape(file)}" width="${shot.device.shown}" loading="lazy" alt="${escape(`${caption}, screen ${index + 1}`)}"></a>`,
  );
  const pdf = shot.pdf ? ` · <a href="${escape(shot.pdf)}">PDF</a>` : '';
  return `<figure><figcaption>${escape(caption)}${pdf}</figcaption>${screens.join('')}</figure>`;
};
const sections = VIEWS.map((view) => {
  const rows = devices.map((device) => {
    const row = shots.filter((shot) => shot.view === view.name && shot.device === device);
    return `<div class="row">${row.map(figure).join('')}</div>`;
  });
  return `<section><h2>${escape(view.name)}</h2>${rows.join('')}</section>`;
});
const title = `Contact sheet${engine ? ` in ${engine}` : ''}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
writeFileSync(
  `${DIR}/index.html`,
  `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>${escape(title)}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #eef0f3; color: #1a1a1a; }
  section { margin-block: 32px; }
  .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; margin-block: 12px; }
  figure { margin: 0; display: flex; flex-direction: column; gap: 4px; }
  figcaption { font-weight: 600; }
  img { display: block; height: auto; border: 1px solid #9aa0a6; }
</style>
<h1>${escape(title)}</h1>
<p>Every page in every theme, as a phone and a laptop show it, screen by screen, also with the
system's forced colours (Windows high contrast); and every page as it prints (the whole page at an
A4 page's width, and the PDF). Look for what a visitor would find odd: sideways scrolling, a word
split over two lines, holes, clipped text, the footer over the content, the wrong colours for the
theme, a control that vanishes in forced colours, a screen control on paper. Click a screen to see
it at full size.</p>
${sections.join('\n')}
</html>
`,
);
const screens = shots.reduce((sum, shot) => sum + shot.files.length, 0);
console.log(`\n${screens} screens written; open ${DIR}/index.html in a browser.`);
