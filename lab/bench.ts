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
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { hostConfigOf, serveExport } from '../scripts/lib/serve-export';
import { ensureChromium, run } from '../scripts/lib/setup';
import { benchTable, budgetSummary, type Measured, type Run, summarize } from './budget';
import { benchInteractions } from './bench-interactions';
import { buildForLocalUse } from './build-site';
import { lighthouse, type Method, METHODS, RESULTS } from './lighthouse-run';
import { buildOldSite } from './old-build';
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

/** Every round's runs of the floor, of each page and of each old page, under one method. */
function runsOf() {
  return {
    floor: [] as Run[],
    pages: pages.map((page) => ({ page, runs: [] as Run[] })),
    old: pages.map((page) => ({ page, runs: [] as Run[] })),
  };
}
type Runs = ReturnType<typeof runsOf>;

/** Interleaved rounds under the given methods: the floor, then each page (old, then ours). */
async function measure(
  label: string,
  methods: readonly Method[],
  targets: { floor: Served; site: Served; old: Served | undefined },
) {
  const measured = Object.fromEntries(methods.map((method) => [method, runsOf()])) as Record<
    Method,
    Runs
  >;
  const at = (served: Served, page: string) => `${served.url.slice(0, -1)}${page}`;
  for (let round = 1; round <= rounds; round += 1) {
    for (const method of methods) {
      const runs = measured[method];
      const name = `${label}-${round}`;
      runs.floor.push(
        await lighthouse(targets.floor.url, targets.floor.dir, `floor-${name}`, method),
      );
      for (const [index, page] of pages.entries()) {
        const { old } = targets;
        if (old)
          runs.old[index]!.runs.push(
            await lighthouse(at(old, page), old.dir, `old-${page}-${name}`, method),
          );
        const site = targets.site;
        runs.pages[index]!.runs.push(
          await lighthouse(at(site, page), site.dir, `${page}-${name}`, method),
        );
      }
    }
    console.log(`${label}: round ${round} of ${rounds} measured`);
  }
  const summed = (method: Method): Measured => {
    const runs = measured[method];
    const each = (list: Runs['pages']) =>
      list.map(({ page, runs: pageRuns }) => ({ page, summary: summarize(pageRuns) }));
    return {
      floor: summarize(runs.floor),
      pages: each(runs.pages),
      ...(targets.old ? { old: each(runs.old) } : {}),
    };
  };
  return summed;
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
  const targets = {
    site: { url: site!, dir: 'out' },
    floor: { url: floor!, dir: floorDir },
    old: oldDir ? { url: old!, dir: oldDir } : undefined,
  };
  try {
    const idle = await measure('as is', METHODS, targets);
    const busy = values.busy
      ? await withOneCoreBusy(() => measure('one core busy', ['simulate'], targets))
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
