// The bench's interleaved rounds, so that a slow spell of the machine falls on every page alike.
import { spawn } from 'node:child_process';
import { type Measured, type Run, summarize } from './figures';
import { lighthouse, type Method } from './lighthouse-run';

/** A served export: its address and the folder it is served from. */
export type Served = { url: string; dir: string };

/** What is measured of each page: the old build's, and ours. */
export type Variant = 'old' | 'pages';

/** What one measurement covers: its label, methods, pages, number of rounds and the baseline. */
type Plan = {
  label: string;
  methods: readonly Method[];
  pages: readonly string[];
  rounds: number;
  baseline: Served;
};

/** Interleaved rounds under the given methods: the baseline, then each page in every variant. */
export async function measure(
  { label, methods, pages, rounds, baseline }: Plan,
  variants: Partial<Record<Variant, Served>>,
) {
  const names = (Object.keys(variants) as Variant[]).filter((name) => variants[name]);
  const runsOf = () => ({
    baseline: [] as Run[],
    ...Object.fromEntries(names.map((name) => [name, pages.map(() => [] as Run[])])),
  });
  const measured = Object.fromEntries(methods.map((method) => [method, runsOf()])) as Record<
    Method,
    { baseline: Run[] } & Partial<Record<Variant, Run[][]>>
  >;
  for (let round = 1; round <= rounds; round += 1) {
    for (const method of methods) {
      const runs = measured[method];
      const tag = `${label}-${round}`;
      runs.baseline.push(await lighthouse(baseline.url, baseline.dir, `baseline-${tag}`, method));
      for (const [index, page] of pages.entries()) {
        for (const name of names) {
          const { url, dir } = variants[name]!;
          const at = `${url.slice(0, -1)}${page}`;
          const run = await lighthouse(at, dir, `${name}-${page}-${tag}`, method);
          runs[name]![index]!.push(run);
        }
      }
    }
    console.log(`${label}: round ${round} of ${rounds} measured`);
  }
  return (method: Method): Measured => {
    const runs = measured[method];
    const each = (name: Variant) =>
      runs[name]?.map((pageRuns, index) => ({ page: pages[index]!, summary: summarize(pageRuns) }));
    return {
      baseline: summarize(runs.baseline),
      pages: each('pages') ?? [],
      ...(variants.old ? { old: each('old') } : {}),
    };
  };
}

/** Runs `work` with one core kept busy by a spinning process, as a slower phone's would be. */
export async function withOneCoreBusy<T>(work: () => Promise<T>): Promise<T> {
  const spinner = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  try {
    return await work();
  } finally {
    spinner.kill();
  }
}
