import { budgetSummary, markRow } from './budget.mjs';

const row = (page, values) => ({
  page,
  'JS kB gz': 139.42,
  perf: 97,
  a11y: 100,
  'best pr.': 100,
  seo: 100,
  'LCP s': 1.4949,
  'TBT ms': 150.2,
  CLS: 0,
  ...values,
});

it('marks every budgeted cell on the measured value, not on the rounded one', () => {
  expect(markRow(row('/en/', {}))).toEqual({
    page: '/en/',
    'JS kB gz': '139.4 ✓',
    perf: '97 ✓',
    a11y: '100 ✓',
    'best pr.': '100 ✓',
    seo: '100 ✓',
    'LCP s': '1.49 ✓',
    'TBT ms': '150 ✗',
    CLS: '0.000 ✓',
  });
  const failing = markRow(row('/en/', { perf: 94, 'LCP s': 1.504, 'TBT ms': 151, CLS: 0.011 }));
  expect([failing.perf, failing['LCP s'], failing['TBT ms'], failing.CLS]).toEqual([
    '94 ✗',
    '1.50 ✗',
    '151 ✗',
    '0.011 ✗',
  ]);
});

it('allows Contact 200 kB of JS and the other pages 160', () => {
  expect(markRow(row('/nl/contact/', { 'JS kB gz': 178.7 }))['JS kB gz']).toBe('178.7 ✓');
  expect(markRow(row('/nl/about/', { 'JS kB gz': 178.7 }))['JS kB gz']).toBe('178.7 ✗');
  expect(markRow(row('/nl/about/', { 'JS kB gz': 160 }))['JS kB gz']).toBe('160.0 ✓');
});

it('sums up each budget line over the pages', () => {
  const summary = budgetSummary([row('/en/', {}), row('/en/about/', { 'TBT ms': 190 })]);
  expect(summary).toContain('✓ performance ≥ 95: 2/2 pages');
  expect(summary).toContain('✗ TBT ≤ 150 ms: 0/2 pages');
  expect(summary).toContain('✓ LCP ≤ 1.5 s: 2/2 pages');
  expect(summary).toHaveLength(8);
});
