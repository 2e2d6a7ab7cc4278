// The bench's side-by-side table, in Markdown: each figure's median [min-max] per target.
import { cell, type Measured, type Spread, type Summary } from './figures';

const kBCell = (s: Spread) => s.median.toFixed(1);

/** The side-by-side table: median [min-max] of each figure, baseline first, then each page. */
export function benchTable({ baseline, pages, old = [] }: Measured): string[] {
  const row = (name: string, s: Summary) =>
    `| ${name} | ${cell(s.perf)} | ${cell(s.fcp)} | ${cell(s.lcp)} | ${cell(s.tbt)} | ${cell(s.script)} | ${cell(s.paint)} | ${s.cls.median.toFixed(3)} | ${kBCell(s.js)} | ${kBCell(s.jsLater)} | ${kBCell(s.css)} | ${kBCell(s.data)} |`;
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
