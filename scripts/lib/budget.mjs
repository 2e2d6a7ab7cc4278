// The performance budget of issue 5, line by line: which measured cells pass.

/** Each column's budget: a test of the value (for the page) and how the line reads. */
export const BUDGET = {
  'JS kB gz': {
    passes: (value, page) => value <= (page.includes('/contact/') ? 200 : 160),
    line: 'first-load JS ≤ 160 kB gz (≤ 200 kB on Contact)',
  },
  perf: { passes: (value) => value >= 95, line: 'performance ≥ 95' },
  a11y: { passes: (value) => value === 100, line: 'accessibility = 100' },
  'best pr.': { passes: (value) => value === 100, line: 'best practices = 100' },
  seo: { passes: (value) => value === 100, line: 'SEO = 100' },
  'LCP s': { passes: (value) => value <= 1.5, line: 'LCP ≤ 1.5 s' },
  'TBT ms': { passes: (value) => value <= 150, line: 'TBT ≤ 150 ms' },
  CLS: { passes: (value) => value <= 0.01, line: 'CLS ≤ 0.01' },
};

/** A table row with a pass (✓) or fail (✗) mark after every budgeted cell. */
export function markRow(row) {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => {
      const budget = BUDGET[column];
      if (!budget) return [column, value];
      return [column, `${value} ${budget.passes(Number(value), row.page) ? '✓' : '✗'}`];
    }),
  );
}

/** One line per budget: how many pages meet it. */
export function budgetSummary(rows) {
  return Object.entries(BUDGET).map(([column, { passes, line }]) => {
    const met = rows.filter((row) => passes(Number(row[column]), row.page)).length;
    return `${met === rows.length ? '✓' : '✗'} ${line}: ${met}/${rows.length} pages`;
  });
}
