// CI runs the fast checks first, then the sharded end-to-end suite; a preview follows the fast
// checks and goes when its pull request closes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

type Step = {
  id?: string;
  if?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
};
type Job = {
  name?: string;
  needs?: string | string[];
  if?: string;
  container?: { image?: string };
  strategy?: { matrix?: Record<string, unknown[]> };
  steps: Step[];
};

const ci = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as {
  concurrency: { group: string };
  jobs: Record<string, Job>;
};
const runs = (job: Job) => job.steps.map((step) => step.run ?? '').join('\n');
const uses = (job: Job, action: string) =>
  job.steps.find((step) => step.uses?.startsWith(`actions/${action}@`));

it('runs the content check, lint, types and unit tests first', () => {
  const fast = ci.jobs.fast!;
  expect(fast.needs).toBeUndefined();
  for (const command of ['npm run check', 'npm run lint', 'npm run typecheck', 'jest'])
    expect(runs(fast)).toContain(command);
  expect(runs(fast)).not.toContain('playwright');
});

it('a red fast step or end-to-end run says in its summary whose it is, with its page', () => {
  const summary = (job: Job) =>
    job.steps.find((step) => step.run?.includes('>>"$GITHUB_STEP_SUMMARY"'))?.run ?? '';
  const fast = ci.jobs.fast!;
  const last = fast.steps.at(-1)!;
  expect(last).toMatchObject({ if: 'failure()' });
  for (const entry of ['#a-red-content-check', '#a-red-lint-types-or-unit-tests-step'])
    expect(summary(fast)).toContain(`docs/content/pull-requests.md${entry}`);
  // The report job runs only when a shard failed: its summary says where the report is.
  expect(summary(ci.jobs.report!)).toContain('playwright-report');
  expect(summary(ci.jobs.report!)).toContain(
    'docs/content/pull-requests.md#a-red-end-to-end-check',
  );
});

describe('on a push to main, a red summary leaves the author out and defers to the owner’s', () => {
  const mainRed = ci.jobs['main-red']!;
  /** What a job's summary step writes, run by bash as the runner would with these outcomes. */
  const written = (job: Job, env: Record<string, string>) => {
    const step = job.steps.find((each) => each.run?.includes('>>"$GITHUB_STEP_SUMMARY"'))!;
    const folder = mkdtempSync(join(tmpdir(), 'summary-'));
    const file = join(folder, 'summary.md');
    try {
      execFileSync('bash', ['-e', '-c', step.run!], {
        env: { ...process.env, ...env, GITHUB_STEP_SUMMARY: file },
      });
      return readFileSync(file, 'utf8');
    } finally {
      rmSync(folder, { recursive: true });
    }
  };
  const outcomes = [
    { CONTENT: 'failure', TYPES: 'skipped', UNIT: 'skipped' },
    { CONTENT: 'success', TYPES: 'failure', UNIT: 'skipped' },
    { CONTENT: 'skipped', TYPES: 'skipped', UNIT: 'skipped' },
  ];

  test('the main-red job runs on a red push to main and says it is the owner’s', () => {
    expect(mainRed.if).toContain("github.event_name == 'push'");
    expect(mainRed.if).toContain("github.ref == 'refs/heads/main'");
    expect(written(mainRed, {})).toContain('**For the owner.**');
  });

  test.each([
    ['fast', outcomes],
    ['report', [{}]],
  ] as const)('the %s job’s summary', (name, cases) => {
    const job = ci.jobs[name]!;
    const onMain = job.steps.find((step) => step.env?.ON_MAIN)?.env?.ON_MAIN;
    expect(onMain).toBe("${{ github.event_name == 'push' && github.ref == 'refs/heads/main' }}");
    for (const outcome of cases) {
      const main = written(job, { ...outcome, ON_MAIN: 'true' });
      expect(main).not.toMatch(/pull request's author|Files changed/);
      expect(main).toContain(`"${ci.jobs['main-red']!.name}"`);
      // Off main the same outcome still speaks to whoever's change it is.
      expect(written(job, { ...outcome, ON_MAIN: 'false' })).not.toContain(`${mainRed.name}`);
    }
  });
});

it('runs the end-to-end suite once, after the fast job, over every shard', () => {
  const e2e = ci.jobs.e2e!;
  expect(e2e.needs).toBe('fast');
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

it('previews a pull request after the fast checks, links it once, and removes it on close', () => {
  const { fast, preview, 'preview-build': builder, 'close-preview': close } = ci.jobs;
  // A close runs no tests: only the preview's removal.
  expect(fast!.if).toBe("github.event.action != 'closed'");
  // Built after the fast checks, uploaded by a job of its own that gets the built site only.
  expect(builder!.needs).toBe('fast');
  expect(preview!.needs).toBe('preview-build');
  expect(uses(builder!, 'upload-artifact')?.with?.name).toBe(
    uses(preview!, 'download-artifact')?.with?.name,
  );
  expect(preview!.steps.some((step) => step.uses?.startsWith('actions/checkout@'))).toBe(false);
  const build = builder!.steps.find((step) => step.run === 'npm run build');
  expect(build?.env?.SITE_PREVIEW).toBe('1');
  const deploy = (job: Job) =>
    job.steps.find((step) => step.uses?.startsWith('Azure/static-web-apps-deploy@'));
  const upload = deploy(preview!);
  expect(upload?.id).toBe('upload');
  expect(upload?.with).toMatchObject({
    action: 'upload',
    app_location: 'out',
    skip_app_build: true,
  });
  // The action's own comment is not used: it would add one per push.
  expect(upload?.with).not.toHaveProperty('repo_token');
  const token = (step: Step) => JSON.stringify(step).includes('github.token');
  expect(preview!.steps.filter(token)).toHaveLength(1);
  expect(deploy(close!)?.with).toMatchObject({ action: 'close' });
  // Both find the one comment by the same first line.
  const markers = (job: Job) => job.steps.flatMap((step) => step.env?.MARKER ?? []);
  expect(markers(preview!)).toHaveLength(1);
  expect(markers(close!)).toEqual(markers(preview!));
  for (const job of [preview!, close!]) expect(runs(job)).toContain('startswith(env.MARKER)');
});

it('keeps a merged pull request’s close out of the run on main that Deploy waits for', () => {
  // On a merged pull request's close github.ref is main: grouped by it, the close and the push's
  // run would cancel each other.
  expect(ci.concurrency.group).toContain('github.event.pull_request.number ||');
});
