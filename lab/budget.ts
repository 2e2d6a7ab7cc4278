// The performance budget, judged against the framework's floor measured in the same run: a bare
// Next.js page (lab/floor) built with the same Next.js and React. Absolute times swing with the
// machine, so times are judged as ratios to the floor's medians (or to the old build's, when one
// is measured beside); the score as a distance from the floor's.

/**
 * One Lighthouse run's figures: score; FCP, LCP, TBT, main-thread work and the observed first
 * paint in ms; CLS; in kB the JS fetched before the load event and after it (gz), the CSS and
 * React's page data (brotli).
 */
export type Run = {
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  work: number;
  paint: number;
  js: number;
  jsLater: number;
  css: number;
  data: number;
};

/** Median, lowest and highest of a figure over the rounds. */
export type Spread = { median: number; min: number; max: number };

/** Every figure of a target (the floor, or one page) over the rounds. */
export type Summary = Record<keyof Run, Spread>;

/** One page and its summary. */
type PageSummary = { page: string; summary: Summary };

/**
 * Under one throttling method: the floor's and the pages' summaries; where an old build was
 * measured beside, its pages'; where measured, the pages' with Next.js's prefetching of other
 * pages blocked (what a page needs to start).
 */
export type Measured = {
  floor: Summary;
  pages: readonly PageSummary[];
  old?: readonly PageSummary[];
  start?: readonly PageSummary[];
};

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

const FIGURES: readonly (keyof Run)[] = [
  'perf',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'work',
  'paint',
  'js',
  'jsLater',
  'css',
  'data',
];

/** A target's measurements (one per round) summed up per figure. */
export function summarize(runs: readonly Run[]): Summary {
  return Object.fromEntries(
    FIGURES.map((key) => [key, spread(runs.map((run) => run[key]))]),
  ) as Summary;
}

/** How far below the floor's simulated score a page's may be, as is. */
const PERF_BELOW_FLOOR = 4;
/** The most a page's paints (FCP, LCP) may take under applied throttling: times the floor's. */
const PAINT_RATIO = 1.2;
/** The most a page's observed first paint may take with one core busy: times the floor's. */
const BUSY_PAINT_RATIO = 2;
/** The most main-thread work a page may do with one core busy: times the old build's. */
const WORK_RATIO = 0.75;

/** A line of the budget: what it asks, whether a page passes, and the page's figure to show. */
type BudgetLine = {
  line: string;
  passes: (summary: Summary, page: string) => boolean;
  shown: (summary: Summary) => string | number;
};

const ms = (value: number) => `${Math.round(value)} ms`;

/** A time judged as a ratio to the floor's median, on the page's unrounded median. */
function ratioLine(name: string, key: 'fcp' | 'lcp' | 'paint', ratio: number, floor: Summary) {
  const limit = ratio * floor[key].median;
  return {
    line: `${name} ≤ ${ratio} × the floor's ${ms(floor[key].median)} = ${ms(limit)}`,
    passes: (s: Summary) => s[key].median <= limit,
    shown: (s: Summary) => ms(s[key].median),
  };
}

/** One ✓/✗ line: what it asks, and the pages that miss it with their figure. */
function judged({ line, passes, shown }: BudgetLine, pages: readonly PageSummary[]): string {
  const missed = pages.filter(({ page, summary }) => !passes(summary, page));
  const detail = missed.map(({ page, summary }) => `${page} ${shown(summary)}`).join(', ');
  return missed.length === 0
    ? `✓ ${line}: ${pages.length}/${pages.length} pages`
    : `✗ ${line}: ${pages.length - missed.length}/${pages.length} pages (${detail})`;
}

/** The measurements of one bench run: as is, and where asked, with one core kept busy. */
export type BenchMeasured = {
  applied: Measured;
  simulated: Measured;
  /** With one core busy, under simulated throttling. */
  busy?: Measured;
};

/**
 * One ✓/✗ line per budget line, each judged on every page's medians. As is: the simulated
 * score (what PageSpeed Insights shows the owner) within a few points of the floor's, the paints
 * and CLS under applied throttling (the page really loads over a slow link on a slower CPU). With
 * one core busy (a slower phone): the observed first paint, and where the old build was measured
 * beside, the main-thread work against its own.
 */
export function budgetSummary({ applied, simulated, busy }: BenchMeasured): string[] {
  const perfLimit = simulated.floor.perf.median - PERF_BELOW_FLOOR;
  const lines = [
    judged(
      {
        line: `simulated performance ≥ the floor's ${simulated.floor.perf.median} − ${PERF_BELOW_FLOOR} = ${perfLimit}`,
        passes: (s) => s.perf.median >= perfLimit,
        shown: (s) => s.perf.median,
      },
      simulated.pages,
    ),
    judged(ratioLine('FCP', 'fcp', PAINT_RATIO, applied.floor), applied.pages),
    judged(ratioLine('LCP', 'lcp', PAINT_RATIO, applied.floor), applied.pages),
    judged(
      {
        line: 'CLS ≤ 0.01',
        passes: (s) => s.cls.median <= 0.01,
        shown: (s) => s.cls.median.toFixed(3),
      },
      applied.pages,
    ),
  ];
  if (!busy) return lines;
  lines.push(
    judged(
      ratioLine('one core busy: observed first paint', 'paint', BUSY_PAINT_RATIO, busy.floor),
      busy.pages,
    ),
  );
  const { old, start } = busy;
  if (old) {
    const oldWork = (page: string) => old.find((each) => each.page === page)?.summary.work.median;
    lines.push(
      judged(
        {
          line: `one core busy: main-thread work to start ≤ ${WORK_RATIO} × the old build's`,
          passes: (s, page) => s.work.median <= WORK_RATIO * (oldWork(page) ?? 0),
          shown: (s) => ms(s.work.median),
        },
        start ?? busy.pages,
      ),
    );
  }
  return lines;
}

/** A figure as `median [min-max]`. */
export const cell = ({ median, min, max }: Spread, format = Math.round) =>
  `${format(median)} [${format(min)}-${format(max)}]`;

const kBCell = (s: Spread) => s.median.toFixed(1);

/**
 * The side-by-side table: median [min-max] of each figure, the floor first; per page the old
 * build's, ours without prefetching, and ours, where measured.
 */
export function benchTable({ floor, pages, old = [], start = [] }: Measured): string[] {
  const row = (name: string, s: Summary) =>
    `| ${name} | ${cell(s.perf)} | ${cell(s.fcp)} | ${cell(s.lcp)} | ${cell(s.tbt)} | ${cell(s.work)} | ${cell(s.paint)} | ${s.cls.median.toFixed(3)} | ${kBCell(s.js)} | ${kBCell(s.jsLater)} | ${kBCell(s.css)} | ${kBCell(s.data)} |`;
  return [
    '| target | perf | FCP ms | LCP ms | TBT ms | main-thread work ms | first paint ms | CLS | JS at start kB gz | JS after load kB gz | CSS kB br | page data kB br |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    row('floor: bare Next.js page', floor),
    ...pages.flatMap(({ page, summary }) => {
      const before = old.find((each) => each.page === page);
      const alone = start.find((each) => each.page === page);
      return [
        ...(before ? [row(`old ${page}`, before.summary)] : []),
        ...(alone ? [row(`ours ${page}, no prefetching`, alone.summary)] : []),
        row(`ours ${page}`, summary),
      ];
    }),
  ];
}

/** The most a tap may take to show its result on the slowed phone, in ms, median of the rounds. */
const DIALOG_MS = 300;
const TAB_MS = 400;
/** The longest event an interaction may have (what INP counts), median of the rounds. */
const EVENT_MS = 200;

/**
 * The interaction bench's ✓/✗ lines: the privacy dialog and each tab, tap → shown, and the
 * longest event, each on its median.
 */
export function interactionSummary(
  dialog: Spread,
  tabs: readonly { tab: string; ms: Spread }[],
  longestEvent: Spread,
): string[] {
  const line = (ok: boolean, text: string) => `${ok ? '✓' : '✗'} ${text}`;
  const slow = tabs.filter(({ ms: each }) => each.median > TAB_MS);
  return [
    line(dialog.median <= DIALOG_MS, `privacy dialog ≤ ${DIALOG_MS} ms: ${ms(dialog.median)}`),
    line(
      slow.length === 0,
      `each tab ≤ ${TAB_MS} ms: ${tabs.map(({ tab, ms: each }) => `${tab} ${ms(each.median)}`).join(', ')}`,
    ),
    line(
      longestEvent.median <= EVENT_MS,
      `longest event ≤ ${EVENT_MS} ms: ${ms(longestEvent.median)}`,
    ),
  ];
}
