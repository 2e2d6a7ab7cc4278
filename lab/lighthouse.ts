// One Lighthouse run of a page (mobile, performance only), its report kept in bench-results/, and
// the figures the bench reads from it, with sizes read from the export that was served.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CHROMIUM, CHROMIUM_ARGS, env } from '../scripts/dev/setup';
import type { Run } from './budget';

export const RESULTS = 'bench-results';

/** How Lighthouse slows the page down: really (devtools), or by simulating from a fast load. */
export type Method = 'devtools' | 'simulate';

/** The parts of a Lighthouse report that are read; a failed run's report lacks some. */
type Audit = { numericValue?: number; details?: { items?: Record<string, unknown>[] } };
type Report = { categories?: { performance?: { score?: number } }; audits?: Record<string, Audit> };
/** A request of the page; rendererStartTime is in ms as the metrics' observed times. */
type Request = { url: string; resourceType?: string; rendererStartTime: number };

const kB = (bytes: number) => bytes / 1024;

function fileOf(dir: string, url: string) {
  const { pathname } = new URL(url);
  return `${dir}${pathname}${pathname.endsWith('/') ? 'index.html' : ''}`;
}

function figuresOf(report: Report, dir: string, url: string): Run | undefined {
  const audit = (id: string) => report.audits?.[id];
  const items = (id: string) => audit(id)?.details?.items ?? [];
  // The observed figures come first among the metrics; more entries follow.
  const [observed] = items('metrics');
  const read = {
    perf: report.categories?.performance?.score,
    fcp: audit('first-contentful-paint')?.numericValue,
    lcp: audit('largest-contentful-paint')?.numericValue,
    tbt: audit('total-blocking-time')?.numericValue,
    cls: audit('cumulative-layout-shift')?.numericValue,
    script: items('mainthread-work-breakdown').find(({ group }) => group === 'scriptEvaluation')
      ?.duration,
    paint: observed?.observedFirstPaint,
    load: observed?.observedLoad,
  };
  const missing = Object.entries(read).filter(([, value]) => typeof value !== 'number');
  if (missing.length > 0) {
    console.error(`Lighthouse's report on ${url} lacks ${missing.map(([key]) => key).join(', ')}.`);
    return undefined;
  }
  const { perf, load, ...times } = read as Record<keyof typeof read, number>;
  // What the page fetched, compressed as served: JS gzip before and after load, CSS brotli.
  const sum = (type: string, compress: (data: Buffer) => Buffer, when: (at: number) => boolean) =>
    (items('network-requests') as Request[])
      .filter((request) => request.resourceType === type && when(request.rendererStartTime))
      .reduce(
        (bytes, { url: file }) => bytes + compress(readFileSync(fileOf(dir, file))).length,
        0,
      );
  const html = readFileSync(fileOf(dir, url), 'utf8');
  const inlined = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  // React's data for the page: the payload in its HTML, and its index.txt for client navigation.
  const data = fileOf(dir, url).replace(/index\.html$/, 'index.txt');
  return {
    ...times,
    perf: Math.round(perf * 100),
    js: kB(sum('Script', gzipSync, (at) => at < load)),
    jsLater: kB(sum('Script', gzipSync, (at) => at >= load)),
    css: kB(sum('Stylesheet', brotliCompressSync, () => true) + brotliCompressSync(inlined).length),
    data: existsSync(data) ? kB(brotliCompressSync(readFileSync(data)).length) : 0,
  };
}

// Asynchronous, as the static servers run in this process. Lighthouse at times records no trace
// (NO_NAVSTART) or no figure: such a run is repeated.
export async function lighthouse(url: string, dir: string, name: string, method: Method) {
  const output = `${RESULTS}/${`${name}-${method}`.replace(/\W+/g, '_')}.json`;
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance',
    `--throttling-method=${method}`,
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
  ];
  const lighthouseEnv = { ...env, CHROME_PATH: CHROMIUM };
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const child = spawn('npx', ['lighthouse', ...args], {
      env: lighthouseEnv,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const run =
      code === 0 && figuresOf(JSON.parse(readFileSync(output, 'utf8')) as Report, dir, url);
    if (run) return run;
    console.error(`Lighthouse failed on ${url} (attempt ${attempt} of 3)`);
  }
  throw new Error(`Lighthouse failed three times on ${url}`);
}
