// npm run bench: the site's Lighthouse figures beside a bare Next.js page (lab/baseline), as
// ratios, since raw figures swing with the machine.
// Usage: npm run bench [-- --runs N --no-build --pages … --against REF --busy --interactions]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { parseArgs } from 'node:util';
import { sitePages } from '@/lib/tabs';
import { localBuildEnv } from '../scripts/dev/local-build';
import { hostConfigOf, serveExport } from '../scripts/dev/serve-export';
import { build, ensureBrowsers, env, run } from '../scripts/dev/setup';
import {
  benchTable,
  budgetSummary,
  largestParts,
  type Measured,
  type Run,
  summarize,
} from './budget';
import { benchInteractions } from './interactions/bench';
import { lighthouse, type Method, RESULTS } from './lighthouse';

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
const pages = values.pages?.split(',') ?? sitePages().map((page) => page.path);

type Served = { url: string; dir: string };

const servers: Server[] = [];
async function serve(dir: string, port: number, config?: ReturnType<typeof hostConfigOf>) {
  const { server, url } = await serveExport({ dir, port, config });
  servers.push(server);
  return { url, dir };
}

// Interleaved rounds, so a slow spell of the machine falls on every page alike.
async function measure(
  label: string,
  methods: Method[],
  { baseline, ours, old }: { baseline: Served; ours: Served; old?: Served },
) {
  const builds = Object.entries(old ? { old, ours } : { ours });
  const targets = [
    { key: 'baseline', served: baseline, page: '/' },
    ...pages.flatMap((page) =>
      builds.map(([name, served]) => ({ key: `${name} ${page}`, served, page })),
    ),
  ];
  const runs = new Map<string, Run[]>();
  for (let round = 1; round <= rounds; round += 1) {
    for (const method of methods) {
      for (const { key, served, page } of targets) {
        const url = new URL(page, served.url).href;
        const figures = await lighthouse(url, served.dir, `${key}-${label}-${round}`, method);
        runs.set(`${method} ${key}`, [...(runs.get(`${method} ${key}`) ?? []), figures]);
      }
    }
    console.log(`${label}: round ${round} of ${rounds} measured`);
  }
  return (method: Method): Measured => {
    const of = (key: string) => summarize(runs.get(`${method} ${key}`) ?? []);
    const each = (name: string) => pages.map((page) => ({ page, summary: of(`${name} ${page}`) }));
    return { baseline: of('baseline'), pages: each('ours'), ...(old ? { old: each('old') } : {}) };
  };
}

// A scratch folder with this checkout's packages hard-linked in; rebuilt each run, as local SASes
// expire.
function buildOldSite(ref: string): string {
  const rev = spawnSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' });
  if (rev.status !== 0) throw new Error(`git knows no commit "${ref}".`);
  const commit = rev.stdout.trim();
  const dir = join(tmpdir(), `consultant-site-${commit.slice(0, 12)}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  run('sh', ['-c', `git archive ${commit} | tar -x -C ${JSON.stringify(dir)}`]);
  run('cp', ['-al', 'node_modules', join(dir, 'node_modules')]);
  console.log(`Building ${ref} (${commit.slice(0, 12)}) in ${dir}`);
  run('npm', ['run', 'build'], { cwd: dir, env: { ...env, ...localBuildEnv() } });
  return join(dir, 'out');
}

ensureBrowsers();
// The lab's tools post nothing: a local SAS serves.
if (!values['no-build']) build(localBuildEnv());
const ours = await serve('out', 3200);
try {
  if (values.interactions) {
    await benchInteractions(ours.url, rounds);
  } else {
    if (!values['no-build']) run('npx', ['next', 'build', BASELINE]);
    mkdirSync(RESULTS, { recursive: true });
    // The baseline gets the host's headers too, but not the site's CSP, whose hashes are the site's.
    const config = hostConfigOf();
    delete config.globalHeaders?.['Content-Security-Policy'];
    const baseline = await serve(`${BASELINE}/out`, 3201, config);
    const old = values.against ? await serve(buildOldSite(values.against), 3202) : undefined;
    const targets = { baseline, ours, old };

    const idle = await measure('as is', ['devtools', 'simulate'], targets);
    const applied = idle('devtools');
    const simulated = idle('simulate');
    let busy: Measured | undefined;
    if (values.busy) {
      // One core kept busy by a spinning process, as a slower phone's would be.
      const spinner = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
      try {
        busy = (await measure('one core busy', ['simulate'], targets))('simulate');
      } finally {
        spinner.kill();
      }
    }
    const report = (how: string, measured: Measured) =>
      console.log(
        `\nLighthouse ${rounds} interleaved round(s), mobile, ${how}; median [min-max]; first ` +
          `paint observed (in the page, not modelled)\n\n${benchTable(measured).join('\n')}`,
      );
    report('applied throttling', applied);
    report('simulated throttling', simulated);
    if (busy) report('simulated throttling, one core busy', busy);
    console.log("\nThe largest parts of each page's data for React (bytes, what they hold):");
    for (const page of pages.filter((each) => existsSync(`out${each}index.txt`))) {
      const parts = largestParts(readFileSync(`out${page}index.txt`, 'utf8'));
      console.log(`  ${page}: ${parts.map(({ bytes, what }) => `${bytes} ${what}`).join('; ')}`);
    }
    console.log(`\nBudget:\n${budgetSummary({ applied, simulated, busy }).join('\n')}`);
  }
} finally {
  for (const server of servers) server.close();
}
