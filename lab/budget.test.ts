/** @jest-environment node */
import { expect, it } from '@jest/globals';
import {
  budgetSummary,
  interactionSummary,
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
  expect(lines.slice(0, 4)).toEqual(
    lines.slice(0, 4).map(() => expect.stringMatching(/^✓ .*: 1\/1 pages$/)),
  );
  expect(lines.slice(4)).toEqual([
    "✗ one core busy: TBT ≤ 2 × the baseline's 140 ms = 280 ms: 1/2 pages (/nl/ 281 ms)",
    "✗ one core busy: simulated performance ≥ the baseline's 98 − 10 = 88: 1/2 pages (/nl/ 87)",
    "✗ one core busy: observed first paint ≤ 2 × the baseline's 300 ms = 600 ms: 1/2 pages (/nl/ 601 ms)",
  ]);
  // Total main-thread work is no line: it counts frames nobody waits for.
  expect(lines.join('\n')).not.toMatch(/main-thread work|script evaluation/);
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
