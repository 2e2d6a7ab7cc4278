// npm run bench: the site's performance judged against the framework's floor, measured side by
// side in one run. Builds the site and a bare Next.js page (lab/floor, same Next.js and React),
// serves both as the host would, and runs Lighthouse (mobile) in interleaved rounds: the floor,
// then every page, then again, each with applied throttling (the page really loads over a slow
// link on a 4× slower CPU, so its paints are as a phone sees them) and with Lighthouse's simulated
// throttling (the model PageSpeed Insights shows; its LCP on localhost depends on a race between
// first paint and script arrival, so it is only shown). Prints each figure's median [min-max] per
// method and the budget's ✓/✗ lines. A measuring tool, not a test: figures swing with the
// machine, the ratio to the floor less so.
// With --interactions it times taps instead of Lighthouse (lab/bench-interactions.ts): the privacy
// dialog and each tab, tap → first frame showing the result, on a phone with Lighthouse's slow-4G
// figures and CPU slowdown applied.
// Usage: npm run bench [-- --runs N] [--no-build] [--pages /en/,/nl/contact/]
//        npm run bench -- --interactions [--runs N] [--no-build]
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { hostConfigOf, serveExport } from '../scripts/lib/serve-export';
import { ensureChromium, run } from '../scripts/lib/setup';
import { benchTable, budgetSummary, type Run, summarize } from './budget';
import { benchInteractions } from './bench-interactions';
import { buildForLocalUse } from './build-site';
import { lighthouse, type Method, METHODS, RESULTS } from './lighthouse-run';
import { SITE_PAGES } from './site-pages';

const SITE_PORT = 3200;
const FLOOR_PORT = 3201;
const FLOOR = 'lab/floor';

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
  console.log(`\nThe same rounds with simulated throttling (its score, FCP and TBT are judged)\n`);
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
