// npm run bench: the site's Lighthouse figures beside a bare Next.js page (lab/baseline), as
// ratios, since raw figures swing with the machine.
// Usage: npm run bench [-- --runs N --no-build --pages … --against REF --busy --interactions]
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { hostConfigOf, serveExport } from '../scripts/dev/serve-export';
import { ensureBrowsers, run } from '../scripts/dev/setup';
import { measure, withOneCoreBusy } from './bench-rounds';
import { benchTable } from './bench-table';
import { budgetSummary } from './budget';
import type { Measured } from './figures';
import { benchInteractions } from './interactions/bench';
import { buildForLocalUse } from './build-site';
import { METHODS, RESULTS } from './lighthouse-run';
import { buildOldSite } from './old-build';
import { largestParts } from './page-data-parts';
import { SITE_PAGES } from './site-pages';

const SITE_PORT = 3200;
const BASELINE_PORT = 3201;
const OLD_PORT = 3202;
const BASELINE = 'lab/baseline';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean' },
    pages: { type: 'string' },
    interactions: { type: 'boolean' },
    against: { type: 'string' },
    busy: { type: 'boolean' },
  },
});
const rounds = Number(values.runs);
const pages = values.pages ? values.pages.split(',') : SITE_PAGES;

/** The Lighthouse bench: the baseline and the pages in interleaved rounds, then the budget. */
async function lighthouseBench() {
  if (!values['no-build']) run('npx', ['next', 'build', BASELINE]);
  const oldDir = values.against ? buildOldSite(values.against) : undefined;
  mkdirSync(RESULTS, { recursive: true });
  const servers = [await serveExport({ port: SITE_PORT })];
  // The baseline gets the host's headers too, but not the site's CSP, whose hashes are the site's.
  const hostConfig = hostConfigOf();
  delete hostConfig.globalHeaders?.['Content-Security-Policy'];
  const baselineDir = `${BASELINE}/out`;
  servers.push(await serveExport({ dir: baselineDir, port: BASELINE_PORT, config: hostConfig }));
  if (oldDir) servers.push(await serveExport({ dir: oldDir, port: OLD_PORT }));
  const [site, bare, old] = servers.map((server) => server.url);
  const baseline = { url: bare!, dir: baselineDir };
  const plan = { pages, rounds, baseline };
  const ours = { url: site!, dir: 'out' };
  const before = oldDir ? { url: old!, dir: oldDir } : undefined;
  try {
    const idle = await measure(
      { ...plan, label: 'as is', methods: METHODS },
      { old: before, pages: ours },
    );
    // With one core busy, as a slower phone: each page as a visitor gets it, prefetching included.
    const busy = values.busy
      ? await withOneCoreBusy(() =>
          measure(
            { ...plan, label: 'one core busy', methods: ['simulate'] },
            { old: before, pages: ours },
          ),
        )
      : undefined;
    const note = 'median [min-max]; first paint observed (in the page, not modelled)';
    const report = (title: string, measured: Measured) =>
      console.log(`\n${title}; ${note}\n\n${benchTable(measured).join('\n')}`);
    const what = `Lighthouse ${rounds} interleaved round(s), mobile`;
    const applied = idle('devtools');
    const simulated = idle('simulate');
    report(`${what}, applied throttling`, applied);
    report(`${what}, simulated throttling`, simulated);
    const busySimulated = busy?.('simulate');
    if (busySimulated) report(`${what}, simulated throttling, one core busy`, busySimulated);
    console.log("\nThe largest parts of each page's data for React (bytes, what they hold):");
    for (const page of pages.filter((each) => existsSync(`out${each}index.txt`))) {
      const parts = largestParts(readFileSync(`out${page}index.txt`, 'utf8'));
      console.log(`  ${page}: ${parts.map(({ bytes, what }) => `${bytes} ${what}`).join('; ')}`);
    }
    const lines = budgetSummary({ applied, simulated, busy: busySimulated });
    console.log(`\nBudget:\n${lines.join('\n')}`);
  } finally {
    for (const { server } of servers) server.close();
  }
}

ensureBrowsers();
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
