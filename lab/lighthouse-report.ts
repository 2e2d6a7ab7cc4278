// The figures the budget reads from one Lighthouse report, with sizes read from the export.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { Run } from './figures';

/** A figure Lighthouse measured, in its unit (ms; none for CLS). */
const measuredFigure = z.object({ numericValue: z.number() });

/** The parts of a Lighthouse report that are read. */
const reportSchema = z.object({
  categories: z.object({ performance: z.object({ score: z.number() }) }),
  audits: z.object({
    'first-contentful-paint': measuredFigure,
    'largest-contentful-paint': measuredFigure,
    'total-blocking-time': measuredFigure,
    'cumulative-layout-shift': measuredFigure,
    'mainthread-work-breakdown': z.object({
      details: z.object({ items: z.array(z.object({ group: z.string(), duration: z.number() })) }),
    }),
    metrics: z.object({
      details: z.object({
        // The observed figures come first; more entries follow.
        items: z.tuple(
          [z.object({ observedFirstPaint: z.number(), observedLoad: z.number() })],
          z.unknown(),
        ),
      }),
    }),
    'network-requests': z.object({
      details: z.object({
        items: z.array(
          z.object({
            url: z.string(),
            resourceType: z.string().optional(),
            // When the page asked for it, in ms as the metrics' observed times.
            rendererStartTime: z.number(),
          }),
        ),
      }),
    }),
  }),
});
type Report = z.infer<typeof reportSchema>;

const kB = (bytes: number) => bytes / 1024;

/** The file an address of the export was served from (a folder's index.html for a page). */
function fileOf(dir: string, url: string) {
  const { pathname } = new URL(url);
  return `${dir}${pathname}${pathname.endsWith('/') ? 'index.html' : ''}`;
}

/**
 * The sizes of what a page fetched, from the export: JS in kB gz before and after load, and CSS
 * in kB brotli.
 */
function fetched(report: Report, dir: string, url: string) {
  const [{ observedLoad }] = report.audits.metrics.details.items;
  const requests = report.audits['network-requests'].details.items;
  const sum = (type: string, compress: (data: Buffer) => Buffer, when: (at: number) => boolean) =>
    requests
      .filter((request) => request.resourceType === type && when(request.rendererStartTime))
      .reduce(
        (bytes, request) => bytes + compress(readFileSync(fileOf(dir, request.url))).length,
        0,
      );
  const html = readFileSync(fileOf(dir, url), 'utf8');
  const inlined = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const css = sum('Stylesheet', brotliCompressSync, () => true);
  return {
    js: kB(sum('Script', gzipSync, (at) => at < observedLoad)),
    jsLater: kB(sum('Script', gzipSync, (at) => at >= observedLoad)),
    css: kB(css + brotliCompressSync(inlined).length),
  };
}

/**
 * React's data for a page in kB brotli: the payload in its HTML, and its index.txt for client
 * navigation.
 */
function pageData(dir: string, url: string) {
  const file = fileOf(dir, url).replace(/index\.html$/, 'index.txt');
  return existsSync(file) ? kB(brotliCompressSync(readFileSync(file)).length) : 0;
}

/** A report's figures, or undefined (with the reason printed) when one is missing. */
export function figuresOf(json: unknown, dir: string, url: string): Run | undefined {
  const parsed = reportSchema.safeParse(json);
  if (!parsed.success) {
    console.error(
      `Lighthouse's report on ${url} lacks a figure:\n${z.prettifyError(parsed.error)}`,
    );
    return undefined;
  }
  const { audits, categories } = parsed.data;
  const script = audits['mainthread-work-breakdown'].details.items.find(
    (item) => item.group === 'scriptEvaluation',
  );
  if (!script) {
    console.error(`Lighthouse's report on ${url} names no script evaluation.`);
    return undefined;
  }
  return {
    perf: Math.round(categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    script: script.duration,
    paint: audits.metrics.details.items[0].observedFirstPaint,
    data: pageData(dir, url),
    ...fetched(parsed.data, dir, url),
  };
}
