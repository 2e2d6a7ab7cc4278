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
const PERF = 98;
/** The most a page's paints (FCP, LCP) may take under applied throttling: times the floor's. */
const PAINT_RATIO = 1.15;
/** The most TBT a page may have, under either method: this many times the floor's median. */
const TBT_RATIO = 1.25;
/**
 * The most FCP may take under simulated throttling (the model PageSpeed Insights shows the
 * owner): this many times the floor's median.
 */
const SIMULATED_FCP_RATIO = 1.25;
/** The most JS a page may fetch at its first load, in kB gz, its data file not counted. */
const JS_KB = 150;

/** A line of the budget: what it asks, whether a page passes, and the page's figure to show. */
type BudgetLine = {
  line: string;
  passes: (summary: Summary) => boolean;
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

const CLS_LINE: BudgetLine = {
  line: 'CLS ≤ 0.01',
  passes: (s) => s.cls.median <= 0.01,
  shown: (s) => s.cls.median.toFixed(3),
};

const JS_LINE: BudgetLine = {
  line: `first-load JS ≤ ${JS_KB} kB gz`,
  passes: (s) => s.js.median <= JS_KB,
  shown: (s) => `${s.js.median.toFixed(1)} kB`,
};

/** One ✓/✗ line: what it asks, and the pages that miss it with their figure. */
function judged({ line, passes, shown }: BudgetLine, pages: readonly PageSummary[]): string {
  const missed = pages.filter(({ summary }) => !passes(summary));
  const detail = missed.map(({ page, summary }) => `${page} ${shown(summary)}`).join(', ');
  return missed.length === 0
    ? `✓ ${line}: ${pages.length}/${pages.length} pages`
    : `✗ ${line}: ${pages.length - missed.length}/${pages.length} pages (${detail})`;
}

/**
 * One ✓/✗ line per budget line, each judged on every page's medians: the score, paints, TBT, CLS
 * and JS on the applied measurements (the page really loads over a slow link on a slower CPU);
 * with the simulated ones, also their score, FCP and TBT. (Simulated LCP is only shown: on
 * localhost it hangs on a race between the first paint and the scripts' arrival.)
 */
export function budgetSummary(applied: Measured, simulated?: Measured): string[] {
  const onApplied = (line: BudgetLine) => judged(line, applied.pages);
  const onSimulated = (lines: (floor: Summary) => BudgetLine[]) =>
    simulated ? lines(simulated.floor).map((line) => judged(line, simulated.pages)) : [];
  return [
    onApplied(perfLine('applied throttling')),
    ...onSimulated(() => [perfLine('simulated throttling')]),
    onApplied(ratioLine('FCP', 'fcp', PAINT_RATIO, applied.floor)),
    onApplied(ratioLine('LCP', 'lcp', PAINT_RATIO, applied.floor)),
    onApplied(ratioLine('TBT', 'tbt', TBT_RATIO, applied.floor)),
    ...onSimulated((floor) => [
      ratioLine('simulated FCP', 'fcp', SIMULATED_FCP_RATIO, floor),
      ratioLine('simulated TBT', 'tbt', TBT_RATIO, floor),
    ]),
    onApplied(CLS_LINE),
    onApplied(JS_LINE),
  ];
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
