// The performance budget: what a visitor feels (score, blocking time, first paint, layout shift),
// as ratios to a bare Next.js page measured in the same run, since times swing with the machine.
import { type Measured, ms, type PageSummary, type Summary } from './figures';

/** How far below the baseline's simulated score a page's may be, as is. */
const PERF_BELOW_BASELINE = 4;
/** The most a page's paints (FCP, LCP) may take under applied throttling: times the baseline's. */
const PAINT_RATIO = 1.2;
/** The most a page's observed first paint may take with one core busy: times the baseline's. */
const BUSY_PAINT_RATIO = 2;
/** The most a page's Total Blocking Time may be with one core busy: times the baseline's. */
const BUSY_TBT_RATIO = 2;
/** How far below the baseline's simulated score a page's may be with one core busy. */
const BUSY_PERF_BELOW_BASELINE = 10;

/** A line of the budget: what it asks, whether a page passes, and the page's figure to show. */
type BudgetLine = {
  line: string;
  passes: (summary: Summary) => boolean;
  shown: (summary: Summary) => string | number;
};

/** A time judged as a ratio to the baseline's median, on the page's unrounded median. */
function ratioLine(
  name: string,
  key: 'fcp' | 'lcp' | 'paint' | 'tbt',
  ratio: number,
  baseline: Summary,
) {
  const limit = ratio * baseline[key].median;
  return {
    line: `${name} ≤ ${ratio} × the baseline's ${ms(baseline[key].median)} = ${ms(limit)}`,
    passes: (s: Summary) => s[key].median <= limit,
    shown: (s: Summary) => ms(s[key].median),
  };
}

/** One ✓/✗ line: what it asks, and the pages that miss it with their figure. */
function judged({ line, passes, shown }: BudgetLine, pages: readonly PageSummary[]): string {
  const missed = pages.filter(({ summary }) => !passes(summary));
  const detail = missed.map(({ page, summary }) => `${page} ${shown(summary)}`).join(', ');
  return missed.length === 0
    ? `✓ ${line}: ${pages.length}/${pages.length} pages`
    : `✗ ${line}: ${pages.length - missed.length}/${pages.length} pages (${detail})`;
}

/** A score at most `below` under the baseline's median. */
function scoreLine(name: string, below: number, baseline: Summary): BudgetLine {
  const limit = baseline.perf.median - below;
  return {
    line: `${name} ≥ the baseline's ${baseline.perf.median} − ${below} = ${limit}`,
    passes: (s) => s.perf.median >= limit,
    shown: (s) => s.perf.median,
  };
}

/** The measurements of one bench run: as is, and where asked, with one core kept busy. */
export type BenchMeasured = {
  applied: Measured;
  simulated: Measured;
  /** With one core busy, under simulated throttling. */
  busy?: Measured;
};

/** One ✓/✗ line per budget line, judged on every page's medians. */
export function budgetSummary({ applied, simulated, busy }: BenchMeasured): string[] {
  const lines = [
    judged(
      scoreLine('simulated performance', PERF_BELOW_BASELINE, simulated.baseline),
      simulated.pages,
    ),
    judged(ratioLine('FCP', 'fcp', PAINT_RATIO, applied.baseline), applied.pages),
    judged(ratioLine('LCP', 'lcp', PAINT_RATIO, applied.baseline), applied.pages),
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
  return [
    ...lines,
    judged(ratioLine('one core busy: TBT', 'tbt', BUSY_TBT_RATIO, busy.baseline), busy.pages),
    judged(
      scoreLine('one core busy: simulated performance', BUSY_PERF_BELOW_BASELINE, busy.baseline),
      busy.pages,
    ),
    judged(
      ratioLine('one core busy: observed first paint', 'paint', BUSY_PAINT_RATIO, busy.baseline),
      busy.pages,
    ),
  ];
}
