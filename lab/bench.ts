// npm run bench: the site's performance judged against the framework's floor, measured side by
// side in one run. Builds the site and a bare Next.js page (lab/floor, same Next.js and React),
// serves both as the host would, and runs Lighthouse (mobile) in interleaved rounds: the floor,
// then every page, then again, each with applied throttling (the page really loads over a slow
// link on a 4× slower CPU, so its paints are as a phone sees them) and with Lighthouse's simulated
// throttling (the model PageSpeed Insights shows). Prints each figure's median [min-max] per
// method and the budget's ✓/✗ lines. A measuring tool, not a test: figures swing with the
// machine, the ratio to the floor less so.
// --against REF builds an earlier commit too and measures its pages beside (lab/old-build.ts).
// --busy measures once more with one core kept busy, a stand-in for a slower phone.
// With --interactions it times taps instead of Lighthouse (lab/bench-interactions.ts).
// Usage: npm run bench [-- --runs N] [--no-build] [--pages /en/,/nl/contact/] [--against REF]
//                      [--busy]
//        npm run bench -- --interactions [--runs N] [--no-build]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { hostConfigOf, serveExport } from '../scripts/dev/serve-export';
import { ensureChromium, run } from '../scripts/dev/setup';
import { benchTable, budgetSummary, type Measured, type Run, summarize } from './budget';
import { benchInteractions } from './bench-interactions';
import { buildForLocalUse } from './build-site';
import { lighthouse, type Method, METHODS, RESULTS } from './lighthouse-run';
import { buildOldSite } from './old-build';
import { largestParts } from './page-data-parts';
import { SITE_PAGES } from './site-pages';

const SITE_PORT = 3200;
const FLOOR_PORT = 3201;
const OLD_PORT = 3202;
const FLOOR = 'lab/floor';

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

/** A served export: its address and the folder it is served from. */
type Served = { url: string; dir: string };

/**
 * What is measured of each page: the old build's (where given), ours, and for the work a page
 * needs to start, ours with Next.js's prefetching of the other pages blocked.
 */
type Variant = 'old' | 'pages' | 'start';

/** Interleaved rounds under the given methods: the floor, then each page in every variant. */
async function measure(
  label: string,
  methods: readonly Method[],
  floor: Served,
  variants: Partial<Record<Variant, Served & { blockPrefetch?: boolean }>>,
) {
  const names = (Object.keys(variants) as Variant[]).filter((name) => variants[name]);
  const runsOf = () => ({
    floor: [] as Run[],
    ...Object.fromEntries(names.map((name) => [name, pages.map(() => [] as Run[])])),
  });
  const measured = Object.fromEntries(methods.map((method) => [method, runsOf()])) as Record<
    Method,
    { floor: Run[] } & Partial<Record<Variant, Run[][]>>
  >;
  for (let round = 1; round <= rounds; round += 1) {
    for (const method of methods) {
      const runs = measured[method];
      const tag = `${label}-${round}`;
      runs.floor.push(await lighthouse(floor.url, floor.dir, `floor-${tag}`, method));
      for (const [index, page] of pages.entries()) {
        for (const name of names) {
          const { url, dir, blockPrefetch } = variants[name]!;
          const at = `${url.slice(0, -1)}${page}`;
          const run = await lighthouse(at, dir, `${name}-${page}-${tag}`, method, blockPrefetch);
          runs[name]![index]!.push(run);
        }
      }
    }
    console.log(`${label}: round ${round} of ${rounds} measured`);
  }
  return (method: Method): Measured => {
    const runs = measured[method];
    const each = (name: Variant) =>
      runs[name]?.map((pageRuns, index) => ({ page: pages[index]!, summary: summarize(pageRuns) }));
    return {
      floor: summarize(runs.floor),
      pages: each('pages') ?? [],
      ...(variants.old ? { old: each('old') } : {}),
      ...(variants.start ? { start: each('start') } : {}),
    };
  };
}

/** Runs `work` with one core kept busy by a spinning process, as a slower phone's would be. */
async function withOneCoreBusy<T>(work: () => Promise<T>): Promise<T> {
  const spinner = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  try {
    return await work();
  } finally {
    spinner.kill();
  }
}

/** The Lighthouse bench: the floor and the pages in interleaved rounds, then the budget. */
async function lighthouseBench() {
  if (!values['no-build']) run('npx', ['next', 'build', FLOOR]);
  const oldDir = values.against ? buildOldSite(values.against) : undefined;
  mkdirSync(RESULTS, { recursive: true });
  const servers = [await serveExport({ port: SITE_PORT })];
  // The floor gets the host's headers too, but for the site's Content-Security-Policy, whose
  // script hashes are the site's own.
  const hostConfig = hostConfigOf();
  delete hostConfig.globalHeaders?.['Content-Security-Policy'];
  const floorDir = `${FLOOR}/out`;
  servers.push(await serveExport({ dir: floorDir, port: FLOOR_PORT, config: hostConfig }));
  if (oldDir) servers.push(await serveExport({ dir: oldDir, port: OLD_PORT }));
  const [site, floor, old] = servers.map((server) => server.url);
  const floorServed = { url: floor!, dir: floorDir };
  const ours = { url: site!, dir: 'out' };
  const before = oldDir ? { url: old!, dir: oldDir } : undefined;
  try {
    const idle = await measure('as is', METHODS, floorServed, { old: before, pages: ours });
    // With one core busy, a page's work is judged without what Next.js prefetches after it has
    // loaded (the old build prefetched nothing then), and shown with it too.
    const busy = values.busy
      ? await withOneCoreBusy(() =>
          measure('one core busy', ['simulate'], floorServed, {
            old: before && { ...before, blockPrefetch: true },
            start: { ...ours, blockPrefetch: true },
            pages: ours,
          }),
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
