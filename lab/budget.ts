// The performance budget, judged against the framework's floor measured in the same run: a bare
// Next.js page (lab/floor) built with the same Next.js and React. Absolute times swing with the
// machine, so every time (FCP, LCP, TBT) is judged as a ratio to the floor's median; the score,
// CLS and the JS fetched are absolute.

/**
 * One Lighthouse run's figures: score, FCP, LCP and TBT in ms, CLS, and in kB gz the JS fetched
 * and the page's data file fetched.
 */
export type Run = {
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  data: number;
};

/** Median, lowest and highest of a figure over the rounds. */
export type Spread = { median: number; min: number; max: number };

/** Every figure of a target (the floor, or one page) over the rounds. */
export type Summary = Record<keyof Run, Spread>;

/** One page of the site and its summary. */
type PageSummary = { page: string; summary: Summary };

/** The floor's and the pages' summaries under one throttling method. */
export type Measured = { floor: Summary; pages: readonly PageSummary[] };

/** Median, lowest and highest of a list of numbers (at least one). */
export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const min = sorted[0];
  const max = sorted.at(-1);
  if (median === undefined || min === undefined || max === undefined) {
    throw new Error('No figures to sum up: a target needs at least one run.');
  }
  return { median, min, max };
}

/** A target's measurements (one per round) summed up per figure. */
export function summarize(runs: readonly Run[]): Summary {
  const figure = (key: keyof Run) => spread(runs.map((run) => run[key]));
  return {
    perf: figure('perf'),
    fcp: figure('fcp'),
    lcp: figure('lcp'),
    tbt: figure('tbt'),
    cls: figure('cls'),
    js: figure('js'),
    data: figure('data'),
  };
}

/** The least performance score a page may have, under either throttling method. */
const PERF = 97;
/** The most a page's paints (FCP, LCP) may take: this many times the floor's median. */
const PAINT_RATIO = 1.15;
/** The most TBT a page may have: this many times the floor's median. */
const TBT_RATIO = 1.25;

const isContact = (page: string) => page.includes('/contact/');

/** A line of the budget: what it asks, whether a page passes, and the page's figure to show. */
type BudgetLine = {
  line: string;
  passes: (summary: Summary, page: string) => boolean;
  shown: (summary: Summary) => string | number;
};

/** A time judged as a ratio to the floor's median, on the page's unrounded median. */
function ratioLine(name: string, key: 'fcp' | 'lcp' | 'tbt', ratio: number, floor: Summary) {
  const limit = ratio * floor[key].median;
  return {
    line: `${name} ≤ ${ratio} × the floor's ${Math.round(floor[key].median)} ms = ${Math.round(limit)} ms`,
    passes: (s: Summary) => s[key].median <= limit,
    shown: (s: Summary) => `${Math.round(s[key].median)} ms`,
  };
}

const perfLine = (method: string): BudgetLine => ({
  line: `performance ≥ ${PERF} (${method})`,
  passes: (s) => s.perf.median >= PERF,
  shown: (s) => s.perf.median,
});

/** The budget's lines on the applied measurements, each judged on every page's medians. */
function budgetLines(floor: Summary): BudgetLine[] {
  return [
    perfLine('applied throttling'),
    ratioLine('FCP', 'fcp', PAINT_RATIO, floor),
    ratioLine('LCP', 'lcp', PAINT_RATIO, floor),
    ratioLine('TBT', 'tbt', TBT_RATIO, floor),
    {
      line: 'CLS ≤ 0.01',
      passes: (s) => s.cls.median <= 0.01,
      shown: (s) => s.cls.median.toFixed(3),
    },
    {
      line: 'first-load JS ≤ 160 kB gz (Contact ≤ 200)',
      passes: (s, page) => s.js.median <= (isContact(page) ? 200 : 160),
      shown: (s) => `${s.js.median.toFixed(1)} kB`,
    },
  ];
}

/** One ✓/✗ line: what it asks, and the pages that miss it with their figure. */
function judged({ line, passes, shown }: BudgetLine, pages: readonly PageSummary[]): string {
  const missed = pages.filter(({ page, summary }) => !passes(summary, page));
  const detail = missed.map(({ page, summary }) => `${page} ${shown(summary)}`).join(', ');
  return missed.length === 0
    ? `✓ ${line}: ${pages.length}/${pages.length} pages`
    : `✗ ${line}: ${pages.length - missed.length}/${pages.length} pages (${detail})`;
}

/**
 * One ✓/✗ line per budget line, judged on the applied measurements (the page really loads over a
 * slow link on a slower CPU); of the simulated ones only the score counts, the rest is shown.
 */
export function budgetSummary(applied: Measured, simulated?: Measured): string[] {
  const lines = budgetLines(applied.floor).map((line) => judged(line, applied.pages));
  if (simulated) lines.splice(1, 0, judged(perfLine('simulated throttling'), simulated.pages));
  return lines;
}

/** A figure as `median [min-max]`. */
export const cell = ({ median, min, max }: Spread, format = Math.round) =>
  `${format(median)} [${format(min)}-${format(max)}]`;

/** The side-by-side table: median [min-max] of each figure, the floor first. */
export function benchTable({ floor, pages }: Measured): string[] {
  const row = (name: string, s: Summary) =>
    `| ${name} | ${cell(s.perf)} | ${cell(s.fcp)} | ${cell(s.lcp)} | ${cell(s.tbt)} | ${s.cls.median.toFixed(3)} | ${s.js.median.toFixed(1)} | ${s.data.median.toFixed(1)} |`;
  return [
    '| site, page | perf | FCP ms | LCP ms | TBT ms | CLS | JS fetched kB gz | page data kB gz |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    row('floor: bare Next.js page', floor),
    ...pages.map(({ page, summary }) => row(`ours ${page}`, summary)),
  ];
}
