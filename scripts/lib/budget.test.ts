/** @jest-environment node */
import { expect, it } from '@jest/globals';
import { benchTable, budgetSummary, spread, summarize, type Run } from './budget';

const run = (values: Partial<Run>): Run => ({
  perf: 97,
  lcp: 1200,
  tbt: 150,
  cls: 0,
  js: 139.4,
  ...values,
});
const summary = (...runs: Partial<Run>[]) => summarize(runs.map(run));

const FLOOR = summary({ tbt: 120 }, { tbt: 160 }, { tbt: 140 }); // median 140: limit 175 ms

it('takes the median, lowest and highest of each figure', () => {
  expect(spread([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3 });
  expect(FLOOR.tbt).toEqual({ median: 140, min: 120, max: 160 });
});

it('judges TBT against 1.25 × the floor’s median, on the unrounded median', () => {
  const lines = budgetSummary(FLOOR, [
    { page: '/en/', summary: summary({ tbt: 175 }) },
    { page: '/nl/about/', summary: summary({ tbt: 175.2 }) },
  ]);
  expect(lines).toContain(
    "✗ TBT ≤ 1.25 × the floor's 140 ms = 175 ms: 1/2 pages (/nl/about/ 175 ms)",
  );
});

it('holds every page to perf ≥ 95, LCP ≤ 1.5 s and CLS ≤ 0.01', () => {
  const lines = budgetSummary(FLOOR, [
    { page: '/en/', summary: summary({ perf: 95, lcp: 1500, cls: 0.01 }) },
    { page: '/en/about/', summary: summary({ perf: 94, lcp: 1500.4, cls: 0.011 }) },
  ]);
  expect(lines).toContain('✗ performance ≥ 95: 1/2 pages (/en/about/ 94)');
  expect(lines).toContain('✗ LCP ≤ 1.5 s: 1/2 pages (/en/about/ 1500 ms)');
  expect(lines).toContain('✗ CLS ≤ 0.01: 1/2 pages (/en/about/ 0.011)');
});

it('allows Contact 200 kB of JS and the other pages 160', () => {
  const lines = budgetSummary(FLOOR, [
    { page: '/nl/contact/', summary: summary({ js: 178.7 }) },
    { page: '/nl/about/', summary: summary({ js: 160.1 }) },
  ]);
  expect(lines).toContain(
    '✗ first-load JS ≤ 160 kB gz (Contact ≤ 200): 1/2 pages (/nl/about/ 160.1 kB)',
  );
});

it('says ✓ with the count when every page meets a line', () => {
  const lines = budgetSummary(FLOOR, [{ page: '/en/', summary: summary({}) }]);
  expect(lines).toEqual([
    '✓ performance ≥ 95: 1/1 pages',
    "✓ TBT ≤ 1.25 × the floor's 140 ms = 175 ms: 1/1 pages",
    '✓ LCP ≤ 1.5 s: 1/1 pages',
    '✓ CLS ≤ 0.01: 1/1 pages',
    '✓ first-load JS ≤ 160 kB gz (Contact ≤ 200): 1/1 pages',
  ]);
});

it('prints the floor beside every page as median [min-max]', () => {
  const table = benchTable(FLOOR, [
    {
      page: '/en/',
      summary: summary({ perf: 96, lcp: 1400 }, { perf: 98, lcp: 1300 }, { perf: 97, lcp: 1500.6 }),
    },
  ]);
  expect(table[2]).toBe(
    '| floor: bare Next.js page | 97 [97-97] | 1200 [1200-1200] | 140 [120-160] | 0.000 | 139.4 |',
  );
  expect(table[3]).toBe(
    '| ours /en/ | 97 [96-98] | 1400 [1300-1501] | 150 [150-150] | 0.000 | 139.4 |',
  );
});
