// npm run bench: the site's performance judged against the framework's floor, measured side by
// side in one run. Builds the site and a bare Next.js page (lab/floor, same Next.js and React),
// serves both as the host would, and runs Lighthouse (mobile) in interleaved rounds: the floor,
// then every page, then again, each with applied throttling (the page really loads over a slow
// link on a 4× slower CPU, so its paints are as a phone sees them) and with Lighthouse's simulated
// throttling (whose LCP on localhost depends on a race between first paint and script arrival:
// shown, and only its score judged). Prints each figure's median [min-max] per method and the
// budget's ✓/✗ lines. A measuring tool, not a test: figures swing with the machine, the ratio to
// the floor less so.
// With --interactions it times taps instead of Lighthouse (lab/bench-interactions.ts): the privacy
// dialog and each tab, tap → first frame showing the result, on a phone with Lighthouse's slow-4G
// figures and CPU slowdown applied.
// Usage: npm run bench [-- --runs N] [--no-build] [--pages /en/,/nl/contact/]
//        npm run bench -- --interactions [--runs N] [--no-build]
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { hostConfigOf, serveExport } from '../scripts/lib/serve-export';
import { PAGE_DATA_PATH } from '../scripts/lib/page-data';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium, env, run } from '../scripts/lib/setup';
import { benchTable, budgetSummary, type Run, summarize } from './budget';
import { benchInteractions } from './bench-interactions';
import { buildForLocalUse } from './build-site';
import { SITE_PAGES } from './site-pages';

const SITE_PORT = 3200;
const FLOOR_PORT = 3201;
const FLOOR = 'lab/floor';
const RESULTS = 'bench-results';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean' },
    pages: { type: 'string' },
    interactions: { type: 'boolean' },
  },
});
const rounds = Number(values.runs);
const pages = values.pages ? values.pages.split(',') : SITE_PAGES;

/** A figure Lighthouse measured, in its unit (ms; none for CLS). */
const measuredFigure = z.object({ numericValue: z.number() });

/** The parts of a Lighthouse report that are read: the score, four figures, the requests. */
const reportSchema = z.object({
  categories: z.object({ performance: z.object({ score: z.number() }) }),
  audits: z.object({
    'first-contentful-paint': measuredFigure,
    'largest-contentful-paint': measuredFigure,
    'total-blocking-time': measuredFigure,
    'cumulative-layout-shift': measuredFigure,
    'network-requests': z.object({
      details: z.object({
        items: z.array(z.object({ url: z.string(), resourceType: z.string().optional() })),
      }),
    }),
  }),
});
type Report = z.infer<typeof reportSchema>;

/**
 * Gzip sizes in kB of the scripts a page fetched (from the export, without HTTP headers): its
 * code, and its data file (scripts/lib/page-data.ts) apart, since the data was part of the HTML
 * until it moved into a script of its own.
 */
function fetchedScripts(report: Report, dir: string): { js: number; data: number } {
  const scripts = report.audits['network-requests'].details.items.filter(
    (request) => request.resourceType === 'Script',
  );
  const kB = (urls: readonly string[]) =>
    urls.reduce(
      (sum, url) => sum + gzipSync(readFileSync(`${dir}${new URL(url).pathname}`)).length,
      0,
    ) / 1024;
  const urls = scripts.map(({ url }) => url);
  const isData = (url: string) => new URL(url).pathname.startsWith(PAGE_DATA_PATH);
  return { js: kB(urls.filter((url) => !isData(url))), data: kB(urls.filter(isData)) };
}

/** How Lighthouse slows the page down: really (devtools), or by simulating from a fast load. */
type Method = 'devtools' | 'simulate';
const METHODS: readonly Method[] = ['devtools', 'simulate'];

// Asynchronous: the static servers run in this process and must keep answering meanwhile.
async function lighthouseOnce(
  url: string,
  dir: string,
  name: string,
  method: Method,
): Promise<Run | undefined> {
  const output = `${RESULTS}/${name.replace(/\W+/g, '_')}.json`;
  const child = spawn(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance',
      `--throttling-method=${method}`,
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) return undefined;
  // A report without a score or a figure is of a failed run, repeated like one.
  const parsed = reportSchema.safeParse(JSON.parse(readFileSync(output, 'utf8')));
  if (!parsed.success) {
    console.error(
      `Lighthouse's report on ${url} lacks a figure:\n${z.prettifyError(parsed.error)}`,
    );
    return undefined;
  }
  const report = parsed.data;
  return {
    perf: Math.round(report.categories.performance.score * 100),
    fcp: report.audits['first-contentful-paint'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    ...fetchedScripts(report, dir),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated. */
async function lighthouse(url: string, dir: string, name: string, method: Method): Promise<Run> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouseOnce(url, dir, `${name}-${method}`, method);
    if (result) return result;
    console.error(`Lighthouse failed on ${url} (attempt ${attempt} of 3)`);
  }
  throw new Error(`Lighthouse failed three times on ${url}`);
}

/** The Lighthouse bench: the floor and the pages in interleaved rounds, then the budget. */
async function lighthouseBench() {
  if (!values['no-build']) run('npx', ['next', 'build', FLOOR]);
  mkdirSync(RESULTS, { recursive: true });
  const site = await serveExport({ port: SITE_PORT });
  // The floor gets the host's headers too, but for the site's Content-Security-Policy, whose
  // script hashes are the site's own.
  const hostConfig = hostConfigOf();
  delete hostConfig.globalHeaders?.['Content-Security-Policy'];
  const floor = await serveExport({ dir: `${FLOOR}/out`, port: FLOOR_PORT, config: hostConfig });

  /** Every round's runs of the floor and of each page, under one method. */
  const runsOf = () => ({
    floor: [] as Run[],
    pages: pages.map((page) => ({ page, runs: [] as Run[] })),
  });
  const measured = { devtools: runsOf(), simulate: runsOf() };
  for (let round = 1; round <= rounds; round += 1) {
    for (const method of METHODS) {
      const runs = measured[method];
      runs.floor.push(await lighthouse(floor.url, `${FLOOR}/out`, `floor-${round}`, method));
      for (const { page, runs: pageRuns } of runs.pages) {
        const url = `${site.url.slice(0, -1)}${page}`;
        pageRuns.push(await lighthouse(url, 'out', `${page}-${round}`, method));
      }
    }
    console.log(`round ${round} of ${rounds} measured`);
  }
  site.server.close();
  floor.server.close();

  const summed = (method: Method) => ({
    floor: summarize(measured[method].floor),
    pages: measured[method].pages.map(({ page, runs }) => ({ page, summary: summarize(runs) })),
  });
  const applied = summed('devtools');
  const simulated = summed('simulate');
  const note = 'median [min-max]; JS = gzip of the scripts fetched';
  console.log(`\nLighthouse ${rounds} interleaved round(s), mobile, applied throttling; ${note}\n`);
  console.log(benchTable(applied).join('\n'));
  console.log(
    `\nThe same rounds with simulated throttling (for information; its score is judged)\n`,
  );
  console.log(benchTable(simulated).join('\n'));
  console.log(`\nBudget:\n${budgetSummary(applied, simulated).join('\n')}`);
}

ensureChromium();
if (!values['no-build']) buildForLocalUse();
if (values.interactions) {
  const site = await serveExport({ port: SITE_PORT });
  try {
    await benchInteractions(site.url, rounds);
  } finally {
    site.server.close();
  }
} else {
  await lighthouseBench();
}
