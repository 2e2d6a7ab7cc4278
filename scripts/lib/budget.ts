// The performance budget, judged against the framework's floor measured in the same run: a bare
// Next.js page (bench/floor) built with the same Next.js and React. Absolute figures swing with
// the machine, so the one limit that depends on the machine's speed (TBT) is a ratio to the
// floor's median; the others are absolute.

/** One Lighthouse run's figures: score, LCP and TBT in ms, CLS, and the JS fetched in kB gz. */
export type Run = { perf: number; lcp: number; tbt: number; cls: number; js: number };

/** Median, lowest and highest of a figure over the rounds. */
export type Spread = { median: number; min: number; max: number };

/** Every figure of a target (the floor, or one page) over the rounds. */
export type Summary = Record<keyof Run, Spread>;

/** One page of the site and its summary. */
export type PageSummary = { page: string; summary: Summary };

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
    lcp: figure('lcp'),
    tbt: figure('tbt'),
    cls: figure('cls'),
    js: figure('js'),
  };
}

/** The most TBT a page may have: this many times the floor's median. */
const TBT_RATIO = 1.25;

const isContact = (page: string) => page.includes('/contact/');

/** A line of the budget: what it asks, whether a page passes, and the page's figure to show. */
type BudgetLine = {
  line: string;
  passes: (summary: Summary, page: string) => boolean;
  shown: (summary: Summary) => string | number;
};

/**
 * The budget's lines, each judged on every page's medians (unrounded): what it asks and a test
 * of one page's summary. `floor` is the floor's summary.
 */
function budgetLines(floor: Summary): BudgetLine[] {
  const tbtLimit = TBT_RATIO * floor.tbt.median;
  return [
    { line: 'performance ≥ 95', passes: (s) => s.perf.median >= 95, shown: (s) => s.perf.median },
    {
      line: `TBT ≤ ${TBT_RATIO} × the floor's ${Math.round(floor.tbt.median)} ms = ${Math.round(tbtLimit)} ms`,
      passes: (s) => s.tbt.median <= tbtLimit,
      shown: (s) => `${Math.round(s.tbt.median)} ms`,
    },
    {
      line: 'LCP ≤ 1.5 s',
      passes: (s) => s.lcp.median <= 1500,
      shown: (s) => `${Math.round(s.lcp.median)} ms`,
    },
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

/** One ✓/✗ line per budget line, naming the pages that miss it and their figure. */
export function budgetSummary(floor: Summary, pages: readonly PageSummary[]): string[] {
  return budgetLines(floor).map(({ line, passes, shown }) => {
    const missed = pages.filter(({ page, summary }) => !passes(summary, page));
    const detail = missed.map(({ page, summary }) => `${page} ${shown(summary)}`).join(', ');
    return missed.length === 0
      ? `✓ ${line}: ${pages.length}/${pages.length} pages`
      : `✗ ${line}: ${pages.length - missed.length}/${pages.length} pages (${detail})`;
  });
}

const cell = ({ median, min, max }: Spread, format = Math.round) =>
  `${format(median)} [${format(min)}-${format(max)}]`;

/** The side-by-side table: median [min-max] of each figure, the floor first. */
export function benchTable(floor: Summary, pages: readonly PageSummary[]): string[] {
  const row = (name: string, s: Summary) =>
    `| ${name} | ${cell(s.perf)} | ${cell(s.lcp)} | ${cell(s.tbt)} | ${s.cls.median.toFixed(3)} | ${s.js.median.toFixed(1)} |`;
  return [
    '| site, page | perf | LCP ms | TBT ms | CLS | JS fetched kB gz |',
    '| --- | --- | --- | --- | --- | --- |',
    row('floor: bare Next.js page', floor),
    ...pages.map(({ page, summary }) => row(`ours ${page}`, summary)),
  ];
}
