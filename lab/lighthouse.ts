// One Lighthouse run of a page (mobile, performance only), its report kept in bench-results/, and
// the figures the bench reads from it, with sizes read from the export that was served.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { CHROMIUM, CHROMIUM_ARGS, env } from '../scripts/dev/setup';
import type { Run } from './budget';

export const RESULTS = 'bench-results';

/** How Lighthouse slows the page down: really (devtools), or by simulating from a fast load. */
export type Method = 'devtools' | 'simulate';

const value = z.object({ numericValue: z.number() });
const listOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ details: z.object({ items: item }) });
const reportSchema = z.object({
  categories: z.object({ performance: z.object({ score: z.number() }) }),
  audits: z.object({
    'first-contentful-paint': value,
    'largest-contentful-paint': value,
    'total-blocking-time': value,
    'cumulative-layout-shift': value,
    'mainthread-work-breakdown': listOf(
      z.array(z.object({ group: z.string(), duration: z.number() })),
    ),
    // The observed figures come first; more entries follow.
    metrics: listOf(
      z.tuple(
        [z.object({ observedFirstPaint: z.number(), observedLoad: z.number() })],
        z.unknown(),
      ),
    ),
    // rendererStartTime: when the page asked for it, in ms as the metrics' observed times.
    'network-requests': listOf(
      z.array(
        z.object({
          url: z.string(),
          resourceType: z.string().optional(),
          rendererStartTime: z.number(),
        }),
      ),
    ),
  }),
});

const kB = (bytes: number) => bytes / 1024;

function fileOf(dir: string, url: string) {
  const { pathname } = new URL(url);
  return `${dir}${pathname}${pathname.endsWith('/') ? 'index.html' : ''}`;
}

function figuresOf(json: unknown, dir: string, url: string): Run | undefined {
  const parsed = reportSchema.safeParse(json);
  const audits = parsed.data?.audits;
  const script = audits?.['mainthread-work-breakdown'].details.items.find(
    (item) => item.group === 'scriptEvaluation',
  );
  if (!parsed.success || !audits || !script) {
    const reason = parsed.error ? z.prettifyError(parsed.error) : 'no script evaluation';
    console.error(`Lighthouse's report on ${url} lacks a figure:\n${reason}`);
    return undefined;
  }
  const [{ observedFirstPaint, observedLoad }] = audits.metrics.details.items;
  // What the page fetched, compressed as served: JS gzip before and after load, CSS brotli.
  const sum = (type: string, compress: (data: Buffer) => Buffer, when: (at: number) => boolean) =>
    audits['network-requests'].details.items
      .filter((request) => request.resourceType === type && when(request.rendererStartTime))
      .reduce(
        (bytes, request) => bytes + compress(readFileSync(fileOf(dir, request.url))).length,
        0,
      );
  const html = readFileSync(fileOf(dir, url), 'utf8');
  const inlined = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  // React's data for the page: the payload in its HTML, and its index.txt for client navigation.
  const data = fileOf(dir, url).replace(/index\.html$/, 'index.txt');
  return {
    perf: Math.round(parsed.data.categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    script: script.duration,
    paint: observedFirstPaint,
    js: kB(sum('Script', gzipSync, (at) => at < observedLoad)),
    jsLater: kB(sum('Script', gzipSync, (at) => at >= observedLoad)),
    css: kB(sum('Stylesheet', brotliCompressSync, () => true) + brotliCompressSync(inlined).length),
    data: existsSync(data) ? kB(brotliCompressSync(readFileSync(data)).length) : 0,
  };
}

/**
 * One run, as a visitor gets the page (Next.js's prefetching included); asynchronous, as the
 * static servers run in this process. Lighthouse at times records no trace (NO_NAVSTART), and a
 * report without a figure is of a failed run: such a run is repeated.
 */
export async function lighthouse(url: string, dir: string, name: string, method: Method) {
  const output = `${RESULTS}/${`${name}-${method}`.replace(/\W+/g, '_')}.json`;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
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
    const run = code === 0 && figuresOf(JSON.parse(readFileSync(output, 'utf8')), dir, url);
    if (run) return run;
    console.error(`Lighthouse failed on ${url} (attempt ${attempt} of 3)`);
  }
  throw new Error(`Lighthouse failed three times on ${url}`);
}
