// CI answers in the order that helps most: the fast checks on both Node.js lines first, then the
// end-to-end suite once, sharded, and one merged HTML report kept when a shard fails.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

type Step = { run?: string; uses?: string; with?: Record<string, unknown> };
type Job = {
  needs?: string | string[];
  if?: string;
  container?: { image?: string };
  strategy?: { matrix?: Record<string, unknown[]> };
  steps: Step[];
};

const ci = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as { jobs: Record<string, Job> };
const runs = (job: Job) => job.steps.map((step) => step.run ?? '').join('\n');
const uses = (job: Job, action: string) =>
  job.steps.find((step) => step.uses?.startsWith(`actions/${action}@`));

it('runs the content check, lint, types and unit tests first, on Node.js 24 and 20', () => {
  const fast = ci.jobs.fast!;
  expect(fast.needs).toBeUndefined();
  expect(fast.strategy?.matrix?.node).toEqual([24, 20]);
  for (const command of ['npm run check', 'npm run lint', 'npm run typecheck', 'jest'])
    expect(runs(fast)).toContain(command);
  expect(runs(fast)).not.toContain('playwright');
});

it('runs the end-to-end suite once, on Node.js 24, after the fast job, over every shard', () => {
  const e2e = ci.jobs.e2e!;
  expect(e2e.needs).toBe('fast');
  expect(e2e.container?.image).toMatch(/^node:24-/);
  const shards = e2e.strategy?.matrix?.shard ?? [];
  expect(shards).toEqual(shards.map((_, index) => index + 1));
  expect(runs(e2e)).toContain(`--shard=\${{ matrix.shard }}/${shards.length}`);
  // Each shard's blob report is kept, whatever its outcome, for the merge.
  expect(uses(e2e, 'upload-artifact')?.with?.path).toBe('blob-report/');
});

it('merges the shards into one HTML report and keeps it when the suite failed', () => {
  const report = ci.jobs.report!;
  expect(report.needs).toBe('e2e');
  expect(report.if).toContain("needs.e2e.result == 'failure'");
  expect(uses(report, 'download-artifact')?.with?.pattern).toBe('blob-report-*');
  expect(runs(report)).toContain('playwright merge-reports --reporter html');
  expect(uses(report, 'upload-artifact')?.with?.path).toBe('playwright-report/');
});
