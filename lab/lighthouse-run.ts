// One Lighthouse run of a page (mobile, performance only) as lab/bench.ts makes it: the report
// kept in bench-results/, and the figures the budget reads from it, with the gzip sizes of the
// scripts the page fetched.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { CHROMIUM, CHROMIUM_ARGS, env } from '../scripts/lib/setup';
import type { Run } from './budget';

/** Where each run's report is kept. */
export const RESULTS = 'bench-results';

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

/** Gzip sizes in kB of the scripts a page fetched (from the export, without HTTP headers). */
function fetchedScripts(report: Report, dir: string): { js: number; data: number } {
  const scripts = report.audits['network-requests'].details.items.filter(
    (request) => request.resourceType === 'Script',
  );
  const kB = (urls: readonly string[]) =>
    urls.reduce(
      (sum, url) => sum + gzipSync(readFileSync(`${dir}${new URL(url).pathname}`)).length,
      0,
    ) / 1024;
  return { js: kB(scripts.map(({ url }) => url)), data: 0 };
}

/** How Lighthouse slows the page down: really (devtools), or by simulating from a fast load. */
export type Method = 'devtools' | 'simulate';
export const METHODS: readonly Method[] = ['devtools', 'simulate'];

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
export async function lighthouse(
  url: string,
  dir: string,
  name: string,
  method: Method,
): Promise<Run> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouseOnce(url, dir, `${name}-${method}`, method);
    if (result) return result;
    console.error(`Lighthouse failed on ${url} (attempt ${attempt} of 3)`);
  }
  throw new Error(`Lighthouse failed three times on ${url}`);
}
