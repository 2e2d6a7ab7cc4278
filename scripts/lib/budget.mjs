// The performance budget, line by line: which measured cells pass.

/** Each column's budget: a test of the measured value (for the page), its display, the line. */
export const BUDGET = {
  'JS kB gz': {
    passes: (value, page) => value <= (page.includes('/contact/') ? 200 : 160),
    format: (value) => value.toFixed(1),
    line: 'first-load JS ≤ 160 kB gz (≤ 200 kB on Contact)',
  },
  perf: { passes: (value) => value >= 95, line: 'performance ≥ 95' },
  a11y: { passes: (value) => value === 100, line: 'accessibility = 100' },
  'best pr.': { passes: (value) => value === 100, line: 'best practices = 100' },
  seo: { passes: (value) => value === 100, line: 'SEO = 100' },
  'LCP s': {
    passes: (value) => value <= 1.5,
    format: (value) => value.toFixed(2),
    line: 'LCP ≤ 1.5 s',
  },
  'TBT ms': { passes: (value) => value <= 150, format: Math.round, line: 'TBT ≤ 150 ms' },
  CLS: {
    passes: (value) => value <= 0.01,
    format: (value) => value.toFixed(3),
    line: 'CLS ≤ 0.01',
  },
};

/**
 * A row of measured values for display: each budgeted cell rounded, with a pass (✓) or fail (✗)
 * mark judged on the value before rounding.
 */
export function markRow(row) {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => {
      const budget = BUDGET[column];
      if (!budget) return [column, value];
      const shown = budget.format ? budget.format(value) : value;
      return [column, `${shown} ${budget.passes(value, row.page) ? '✓' : '✗'}`];
    }),
  );
}

/** One line per budget: how many pages meet it. */
export function budgetSummary(rows) {
  return Object.entries(BUDGET).map(([column, { passes, line }]) => {
    const met = rows.filter((row) => passes(row[column], row.page)).length;
    return `${met === rows.length ? '✓' : '✗'} ${line}: ${met}/${rows.length} pages`;
  });
}
