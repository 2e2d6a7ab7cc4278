// The figures of a bench run: one Lighthouse run's, and each figure's spread over the rounds.

/** One Lighthouse run's figures: score, times in ms, CLS, and sizes in kB. */
export type Run = {
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Script evaluation on the main thread, ms: what a page's code costs a slow phone. */
  script: number;
  paint: number;
  js: number;
  jsLater: number;
  css: number;
  data: number;
};

/** Median, lowest and highest of a figure over the rounds. */
export type Spread = { median: number; min: number; max: number };

/** Every figure of a target (the baseline page, or one of ours) over the rounds. */
export type Summary = Record<keyof Run, Spread>;

/** One page and its summary. */
export type PageSummary = { page: string; summary: Summary };

/** Under one throttling method: the summaries of the baseline, the pages, and an old build's. */
export type Measured = {
  baseline: Summary;
  pages: readonly PageSummary[];
  old?: readonly PageSummary[];
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
  'script',
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

/** A figure as `median [min-max]`. */
export const cell = ({ median, min, max }: Spread, format = Math.round) =>
  `${format(median)} [${format(min)}-${format(max)}]`;

/** A time as printed: whole milliseconds. */
export const ms = (value: number) => `${Math.round(value)} ms`;
