// The bench's figures and the budget they are held to: what a visitor feels, as ratios to a bare
// Next.js page measured in the same run, since times swing with the machine.

// prettier-ignore
const FIGURES = ['perf', 'fcp', 'lcp', 'tbt', 'cls', 'script', 'paint', 'js', 'jsLater', 'css', 'data'] as const;
/** One Lighthouse run: score, times in ms (script: evaluation on the main thread), CLS, kB. */
export type Run = Record<(typeof FIGURES)[number], number>;
export type Spread = { median: number; min: number; max: number };
export type Summary = Record<keyof Run, Spread>;
type PageSummary = { page: string; summary: Summary };
/** Under one throttling method: the baseline's summary, the pages', and an old build's. */
export type Measured = { baseline: Summary; pages: PageSummary[]; old?: PageSummary[] };

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0)
    throw new Error('No figures to sum up: a target needs at least one run.');
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted.at(-1)! };
}

export const summarize = (runs: readonly Run[]): Summary =>
  Object.fromEntries(FIGURES.map((key) => [key, spread(runs.map((run) => run[key]))])) as Summary;

export const cell = ({ median, min, max }: Spread) =>
  `${Math.round(median)} [${Math.round(min)}-${Math.round(max)}]`;
const ms = (value: number) => `${Math.round(value)} ms`;

export function benchTable({ baseline, pages, old = [] }: Measured): string[] {
  const kB = ({ median }: Spread) => median.toFixed(1);
  const row = (name: string, s: Summary) =>
    `| ${name} | ${cell(s.perf)} | ${cell(s.fcp)} | ${cell(s.lcp)} | ${cell(s.tbt)} | ${cell(s.script)} | ${cell(s.paint)} | ${s.cls.median.toFixed(3)} | ${kB(s.js)} | ${kB(s.jsLater)} | ${kB(s.css)} | ${kB(s.data)} |`;
  return [
    '| target | perf | FCP ms | LCP ms | TBT ms | script evaluation ms | first paint ms | CLS | JS at start kB gz | JS after load kB gz | CSS kB br | page data kB br |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    row('baseline: bare Next.js page', baseline),
    ...pages.flatMap(({ page, summary }) => {
      const before = old.find((each) => each.page === page);
      return [
        ...(before ? [row(`old ${page}`, before.summary)] : []),
        row(`ours ${page}`, summary),
      ];
    }),
  ];
}

// Rows of the RSC payload (index.txt, one `id:value` row a line), each named by its first
// element's tag, class (minus the module's hash) or label.
export function largestParts(payload: string, count = 5): { bytes: number; what: string }[] {
  const describe = (value: string) => {
    if (/^T[0-9a-f]+,/.test(value)) return 'text';
    if (value.startsWith('I[')) return 'client component reference';
    const tag = /\["\$","([a-zA-Z][\w-]*)"/.exec(value)?.[1];
    const className = /"className":"(?:[\w-]+?_)?([\w-]+)/.exec(value)?.[1];
    const label = /"aria-label":"([^"]{1,40})"/.exec(value)?.[1];
    const client = /\["\$","\$L[0-9a-f]+"/.test(value) ? ' (client component props)' : '';
    const name = [tag, className && `.${className}`, label && `"${label}"`].filter(Boolean);
    return `${name.join(' ') || 'data'}${client}`;
  };
  return payload
    .split('\n')
    .filter((line) => line.includes(':'))
    .map((line) => ({
      bytes: Buffer.byteLength(line),
      what: describe(line.slice(line.indexOf(':') + 1)),
    }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

type BudgetLine = { line: string; passes: (s: Summary) => boolean; shown: (s: Summary) => string };

/** A time at most `ratio` × the baseline's median, judged on the page's unrounded median. */
function ratioLine(name: string, key: keyof Run, ratio: number, base: Summary): BudgetLine {
  const limit = ratio * base[key].median;
  return {
    line: `${name} ≤ ${ratio} × the baseline's ${ms(base[key].median)} = ${ms(limit)}`,
    passes: (s) => s[key].median <= limit,
    shown: (s) => ms(s[key].median),
  };
}

function scoreLine(name: string, below: number, base: Summary): BudgetLine {
  const limit = base.perf.median - below;
  return {
    line: `${name} ≥ the baseline's ${base.perf.median} − ${below} = ${limit}`,
    passes: (s) => s.perf.median >= limit,
    shown: (s) => String(s.perf.median),
  };
}

function judged({ line, passes, shown }: BudgetLine, { pages }: Measured): string {
  const missed = pages.filter(({ summary }) => !passes(summary));
  const detail = missed.map(({ page, summary }) => `${page} ${shown(summary)}`).join(', ');
  const count = `${pages.length - missed.length}/${pages.length} pages`;
  return missed.length === 0 ? `✓ ${line}: ${count}` : `✗ ${line}: ${count} (${detail})`;
}

/** The budget's lines on every page's medians; those with one core busy only where measured. */
export function budgetSummary({
  applied,
  simulated,
  busy,
}: Record<'applied' | 'simulated', Measured> & { busy?: Measured }): string[] {
  const cls: BudgetLine = {
    line: 'CLS ≤ 0.01',
    passes: (s) => s.cls.median <= 0.01,
    shown: (s) => s.cls.median.toFixed(3),
  };
  return [
    judged(scoreLine('simulated performance', 4, simulated.baseline), simulated),
    judged(ratioLine('FCP', 'fcp', 1.2, applied.baseline), applied),
    judged(ratioLine('LCP', 'lcp', 1.2, applied.baseline), applied),
    judged(cls, applied),
    ...(busy
      ? [
          judged(ratioLine('one core busy: TBT', 'tbt', 2, busy.baseline), busy),
          judged(scoreLine('one core busy: simulated performance', 10, busy.baseline), busy),
          judged(ratioLine('one core busy: observed first paint', 'paint', 2, busy.baseline), busy),
        ]
      : []),
  ];
}

/** The tap bench's lines on medians: the privacy dialog, each tab's page, the longest event. */
export function interactionSummary(
  dialog: Spread,
  tabs: readonly { tab: string; ms: Spread }[],
  longestEvent: Spread,
): string[] {
  const line = (ok: boolean, text: string) => `${ok ? '✓' : '✗'} ${text}`;
  const each = tabs.map(({ tab, ms: time }) => `${tab} ${ms(time.median)}`).join(', ');
  const tabsPass = tabs.every(({ ms: time }) => time.median <= 400);
  return [
    line(dialog.median <= 300, `privacy dialog ≤ 300 ms: ${ms(dialog.median)}`),
    line(tabsPass, `each tab ≤ 400 ms: ${each}`),
    line(longestEvent.median <= 200, `longest event ≤ 200 ms: ${ms(longestEvent.median)}`),
  ];
}
