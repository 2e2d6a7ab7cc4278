/** @jest-environment node */
import { expect, it } from '@jest/globals';
import { benchTable, budgetSummary, spread, summarize, type Run } from './budget';

const run = (values: Partial<Run>): Run => ({
  perf: 98,
  fcp: 700,
  lcp: 700,
  tbt: 150,
  cls: 0,
  js: 139.4,
  data: 0,
  ...values,
});
const summary = (...runs: Partial<Run>[]) => summarize(runs.map(run));

// Medians: TBT 140 ms (limit 175), FCP and LCP 700 ms (limit 805).
const FLOOR = summary({ tbt: 120 }, { tbt: 160 }, { tbt: 140 });

it('takes the median, lowest and highest of each figure', () => {
  expect(spread([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3 });
  expect(FLOOR.tbt).toEqual({ median: 140, min: 120, max: 160 });
});

it('judges TBT against 1.25 × the floor’s median, on the unrounded median', () => {
  const lines = budgetSummary({
    floor: FLOOR,
    pages: [
      { page: '/en/', summary: summary({ tbt: 175 }) },
      { page: '/nl/about/', summary: summary({ tbt: 175.2 }) },
    ],
  });
  expect(lines).toContain(
    "✗ TBT ≤ 1.25 × the floor's 140 ms = 175 ms: 1/2 pages (/nl/about/ 175 ms)",
  );
});

it('judges FCP and LCP against 1.15 × the floor’s medians', () => {
  const lines = budgetSummary({
    floor: FLOOR,
    pages: [
      { page: '/en/', summary: summary({ fcp: 804, lcp: 804 }) },
      { page: '/en/about/', summary: summary({ fcp: 806, lcp: 900 }) },
    ],
  });
  expect(lines).toContain(
    "✗ FCP ≤ 1.15 × the floor's 700 ms = 805 ms: 1/2 pages (/en/about/ 806 ms)",
  );
  expect(lines).toContain(
    "✗ LCP ≤ 1.15 × the floor's 700 ms = 805 ms: 1/2 pages (/en/about/ 900 ms)",
  );
});

it('holds every page to perf ≥ 98 under both methods and CLS ≤ 0.01', () => {
  const lines = budgetSummary(
    {
      floor: FLOOR,
      pages: [
        { page: '/en/', summary: summary({ perf: 98, cls: 0.01 }) },
        { page: '/en/about/', summary: summary({ perf: 97, cls: 0.011 }) },
      ],
    },
    {
      floor: FLOOR,
      pages: [
        { page: '/en/', summary: summary({ perf: 97 }) },
        { page: '/en/about/', summary: summary({ perf: 99 }) },
      ],
    },
  );
  expect(lines).toContain('✗ performance ≥ 98 (applied throttling): 1/2 pages (/en/about/ 97)');
  expect(lines).toContain('✗ performance ≥ 98 (simulated throttling): 1/2 pages (/en/ 97)');
  expect(lines).toContain('✗ CLS ≤ 0.01: 1/2 pages (/en/about/ 0.011)');
});

it('judges the simulated FCP and TBT against the simulated floor’s, 1.25 × each', () => {
  // Simulated floor: FCP 600 ms (limit 750), TBT 80 ms (limit 100); the applied floor is apart.
  const simulatedFloor = summary({ fcp: 600, tbt: 80 });
  const lines = budgetSummary(
    { floor: FLOOR, pages: [{ page: '/en/', summary: summary({}) }] },
    {
      floor: simulatedFloor,
      pages: [
        { page: '/en/', summary: summary({ fcp: 750, tbt: 100.4 }) },
        { page: '/nl/', summary: summary({ fcp: 751, tbt: 100 }) },
      ],
    },
  );
  expect(lines).toContain(
    "✗ simulated FCP ≤ 1.25 × the floor's 600 ms = 750 ms: 1/2 pages (/nl/ 751 ms)",
  );
  expect(lines).toContain(
    "✗ simulated TBT ≤ 1.25 × the floor's 80 ms = 100 ms: 1/2 pages (/en/ 100 ms)",
  );
  // The applied lines keep to the applied floor.
  expect(lines).toContain("✓ FCP ≤ 1.15 × the floor's 700 ms = 805 ms: 1/1 pages");
  expect(lines).toContain("✓ TBT ≤ 1.25 × the floor's 140 ms = 175 ms: 1/1 pages");
});

it('allows every page 150 kB of JS, Contact too', () => {
  const lines = budgetSummary({
    floor: FLOOR,
    pages: [
      { page: '/nl/contact/', summary: summary({ js: 150.1 }) },
      { page: '/nl/about/', summary: summary({ js: 150 }) },
    ],
  });
  expect(lines).toContain('✗ first-load JS ≤ 150 kB gz: 1/2 pages (/nl/contact/ 150.1 kB)');
});

it('says ✓ with the count when every page meets a line', () => {
  const measured = { floor: FLOOR, pages: [{ page: '/en/', summary: summary({}) }] };
  expect(budgetSummary(measured, measured)).toEqual([
    '✓ performance ≥ 98 (applied throttling): 1/1 pages',
    '✓ performance ≥ 98 (simulated throttling): 1/1 pages',
    "✓ FCP ≤ 1.15 × the floor's 700 ms = 805 ms: 1/1 pages",
    "✓ LCP ≤ 1.15 × the floor's 700 ms = 805 ms: 1/1 pages",
    "✓ TBT ≤ 1.25 × the floor's 140 ms = 175 ms: 1/1 pages",
    "✓ simulated FCP ≤ 1.25 × the floor's 700 ms = 875 ms: 1/1 pages",
    "✓ simulated TBT ≤ 1.25 × the floor's 140 ms = 175 ms: 1/1 pages",
    '✓ CLS ≤ 0.01: 1/1 pages',
    '✓ first-load JS ≤ 150 kB gz: 1/1 pages',
  ]);
});

it('prints the floor beside every page as median [min-max]', () => {
  const table = benchTable({
    floor: FLOOR,
    pages: [
      {
        page: '/en/',
        summary: summary(
          { perf: 96, lcp: 1400, data: 4.2 },
          { perf: 98, lcp: 1300, data: 4.2 },
          { perf: 97, lcp: 1500.6, data: 4.2 },
        ),
      },
    ],
  });
  expect(table[2]).toBe(
    '| floor: bare Next.js page | 98 [98-98] | 700 [700-700] | 700 [700-700] | 140 [120-160] | 0.000 | 139.4 | 0.0 |',
  );
  expect(table[3]).toBe(
    '| ours /en/ | 97 [96-98] | 700 [700-700] | 1400 [1300-1501] | 150 [150-150] | 0.000 | 139.4 | 4.2 |',
  );
});
