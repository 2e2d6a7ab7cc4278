/** @jest-environment node */
import { expect, it } from '@jest/globals';
import {
  benchTable,
  budgetSummary,
  interactionSummary,
  largestParts,
  type Measured,
  type Run,
  spread,
  summarize,
} from './budget';

const run = (values: Partial<Run>): Run => ({
  ...{ perf: 98, fcp: 700, lcp: 700, tbt: 150, cls: 0, script: 1000, paint: 300 },
  ...{ js: 139.4, jsLater: 20, css: 9.5, data: 6.2 },
  ...values,
});
const summary = (...runs: Partial<Run>[]) => summarize(runs.map(run));

// Medians: FCP and LCP 700 ms (limit 840), first paint 300 ms (limit 600), performance 98.
const BASELINE = summary({ tbt: 120 }, { tbt: 160 }, { tbt: 140 });

const measured = (...pages: [string, Partial<Run>][]): Measured => ({
  baseline: BASELINE,
  pages: pages.map(([page, figures]) => ({ page, summary: summary(figures) })),
});
const AS_IS = measured(['/en/', {}]);

it('takes the median, lowest and highest of each figure', () => {
  expect(spread([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3 });
  expect(BASELINE.tbt).toEqual({ median: 140, min: 120, max: 160 });
});

it('holds the simulated score to within 4, FCP and LCP (unrounded) to 1.2 ×, CLS to 0.01', () => {
  const simulated = measured(['/en/', { perf: 94 }], ['/nl/', { perf: 93 }]);
  const applied = measured(
    ['/en/', { fcp: 840, lcp: 840, cls: 0.01 }],
    ['/en/about/', { fcp: 840.4, lcp: 900, cls: 0.011 }],
  );
  expect(budgetSummary({ applied, simulated })).toEqual([
    "✗ simulated performance ≥ the baseline's 98 − 4 = 94: 1/2 pages (/nl/ 93)",
    "✗ FCP ≤ 1.2 × the baseline's 700 ms = 840 ms: 1/2 pages (/en/about/ 840 ms)",
    "✗ LCP ≤ 1.2 × the baseline's 700 ms = 840 ms: 1/2 pages (/en/about/ 900 ms)",
    '✗ CLS ≤ 0.01: 1/2 pages (/en/about/ 0.011)',
  ]);
});

it('with one core busy, holds TBT and first paint to 2 × the baseline’s, the score to within 10', () => {
  const busy = measured(
    ['/en/', { tbt: 280, perf: 88, paint: 600 }],
    ['/nl/', { tbt: 281, perf: 87, paint: 601 }],
  );
  const lines = budgetSummary({ applied: AS_IS, simulated: AS_IS, busy });
  expect(lines.slice(4)).toEqual([
    "✗ one core busy: TBT ≤ 2 × the baseline's 140 ms = 280 ms: 1/2 pages (/nl/ 281 ms)",
    "✗ one core busy: simulated performance ≥ the baseline's 98 − 10 = 88: 1/2 pages (/nl/ 87)",
    "✗ one core busy: observed first paint ≤ 2 × the baseline's 300 ms = 600 ms: 1/2 pages (/nl/ 601 ms)",
  ]);
  // Total main-thread work is no line: it counts frames nobody waits for.
  expect(lines.join('\n')).not.toMatch(/main-thread work|script evaluation/);
});

it('says ✓ with the count when every page meets a line', () => {
  expect(budgetSummary({ applied: AS_IS, simulated: AS_IS })).toEqual([
    "✓ simulated performance ≥ the baseline's 98 − 4 = 94: 1/1 pages",
    "✓ FCP ≤ 1.2 × the baseline's 700 ms = 840 ms: 1/1 pages",
    "✓ LCP ≤ 1.2 × the baseline's 700 ms = 840 ms: 1/1 pages",
    '✓ CLS ≤ 0.01: 1/1 pages',
  ]);
});

it('prints the baseline page first, then per page the old build and ours', () => {
  const table = benchTable({
    baseline: BASELINE,
    pages: [{ page: '/en/', summary: summary({ perf: 96, lcp: 1400 }, { perf: 98, lcp: 1501 }) }],
    old: [{ page: '/en/', summary: summary({ script: 2000, data: 9.04 }) }],
  });
  expect(table[2]).toBe(
    '| baseline: bare Next.js page | 98 [98-98] | 700 [700-700] | 700 [700-700] | 140 [120-160] | 1000 [1000-1000] | 300 [300-300] | 0.000 | 139.4 | 20.0 | 9.5 | 6.2 |',
  );
  expect(table[3]).toMatch(/^\| old \/en\/ \| 98 .* \| 2000 \[2000-2000\] \| .* \| 9\.0 \|$/);
  expect(table[4]).toMatch(
    /^\| ours \/en\/ \| 98 \[96-98\] \| 700 \[700-700\] \| 1501 \[1400-1501\] \|/,
  );
});

it('holds the dialog to 300 ms, each tab to 400 ms and the longest event to 200 ms', () => {
  const lines = interactionSummary(
    spread([300]),
    [
      { tab: 'About', ms: spread([400]) },
      { tab: 'Contact', ms: spread([401]) },
    ],
    spread([201]),
  );
  expect(lines).toEqual([
    '✓ privacy dialog ≤ 300 ms: 300 ms',
    '✗ each tab ≤ 400 ms: About 400 ms, Contact 401 ms',
    '✗ longest event ≤ 200 ms: 201 ms',
  ]);
});

it('names the largest rows of a payload by their element, class and label, largest first', () => {
  const payload = [
    '1:"$Sreact.fragment"',
    '2:I[39756,["/_next/static/chunks/a.js"],"default"]',
    '3:["$","ul",null,{"aria-label":"Products","className":"_0yB7gG_list","children":[["$","li","a",{"children":"one"}],["$","li","b",{"children":"two"}]]}]',
    '4:T12,{"@context":"x"}',
    '5:["$","$L2",null,{"label":"Main","tabs":[]}]',
  ].join('\n');
  const parts = largestParts(payload, 3);
  expect(parts.map(({ what }) => what)).toEqual([
    'ul .list "Products"',
    'client component reference',
    'data (client component props)',
  ]);
  expect(parts[0]?.bytes).toBe(Buffer.byteLength(payload.split('\n')[2]!));
});
