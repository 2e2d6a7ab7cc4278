/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { deployProblems } from './workflow-deploy';
import { readWorkflow } from './workflow-file';

const run = 'github.event.workflow_run';
const manual = "github.event_name == 'workflow_dispatch' && github.ref == 'refs/heads/main'";
const afterCi = [
  `${run}.conclusion == 'success'`,
  `${run}.event == 'push'`,
  `${run}.head_branch == 'main'`,
  `${run}.head_repository.full_name == github.repository`,
];

/** The problems of a deploy workflow whose job holds a secret and runs on the condition given. */
function problems(
  condition: string | undefined,
  on: object = { workflow_run: {}, workflow_dispatch: {} },
) {
  const job = {
    'runs-on': 'x',
    if: condition,
    steps: [{ run: 'deploy', env: { T: '${{ secrets.T }}' } }],
  };
  return deployProblems(readWorkflow('deploy.yml', stringify({ on, jobs: { deploy: job } })));
}

test('deploys by hand on main, or after CI passed for a push to this repository’s main', () => {
  expect(problems(`(${manual}) || (${afterCi.join(' && ')})`)).toEqual([]);
  expect(problems(`\${{ ${afterCi.join(' && ')} || ${manual} }}`)).toEqual([]);
  // A check written in another form is not taken for it: the rule reads the one form.
  const swapped = "'success' == github['event']['workflow_run']['conclusion']";
  expect(problems(`${[swapped, ...afterCi.slice(1)].join(' && ')} || ${manual}`)).toEqual([
    expect.stringContaining('without checking github.event.workflow_run.conclusion'),
  ]);
});

test('an || true lets any CI run deploy', () => {
  expect(problems(`${manual} || ${afterCi.join(' && ')} || true`)).toEqual([
    expect.stringMatching(
      /^line \d+: job deploy: a run after CI may deploy without checking .*conclusion.* and .*event.* and .*head_branch.* and .*full_name/,
    ),
  ]);
});

test('a check that another branch of an || goes around checks nothing', () => {
  const [first, second, branch, repository] = afterCi;
  const bypassed = `${first} && ${second} && ${repository} && (${branch} || github.actor == 'me')`;
  expect(problems(`${manual} || ${bypassed}`)).toEqual([
    expect.stringMatching(/^line \d+: job deploy: a run after CI may deploy without checking/),
  ]);
  expect(problems(`${manual} || ${bypassed}`)[0]).toMatch(new RegExp(`checking ${branch}$`));
});

test.each(afterCi)('a deploy after CI checks %s', (check) => {
  const others = afterCi.filter((other) => other !== check);
  expect(problems(`${manual} || ${others.join(' && ')}`)).toEqual([
    expect.stringContaining(`a run after CI may deploy without checking ${check}`),
  ]);
});

test('a manual deploy is of main only', () => {
  expect(problems(`github.event_name == 'workflow_dispatch' || ${afterCi.join(' && ')}`)).toEqual([
    expect.stringContaining(
      "a manual run may deploy without checking github.ref == 'refs/heads/main'",
    ),
  ]);
});

test('a job with no condition, or one that cannot be read, may deploy anything', () => {
  expect(problems(undefined)).toEqual([expect.stringContaining('without checking')]);
  expect(problems(`${manual} ||`)).toEqual([expect.stringContaining('cannot be read')]);
});

test('concerns only jobs with secrets in workflows a CI run starts', () => {
  expect(problems('true', { push: { branches: ['**'] } })).toEqual([]);
  const job = { 'runs-on': 'x', steps: [{ run: 'echo' }] };
  const noSecret = stringify({ on: { workflow_run: {} }, jobs: { build: job } });
  expect(deployProblems(readWorkflow('deploy.yml', noSecret))).toEqual([]);
});

type Steps = { steps: Record<string, unknown>[] };
type Committed = { on: Record<string, unknown>; jobs: Record<string, Steps> };
const committed = (name: string) =>
  parse(readFileSync(`.github/workflows/${name}`, 'utf8')) as Committed;
const check = (name: string, workflow: Committed) =>
  deployProblems(readWorkflow(name, stringify(workflow)));
const upload = (workflow: Committed) => workflow.jobs.upload!.steps;
const build = (workflow: Committed) => workflow.jobs.build!.steps;
const named = (workflow: Committed, name: string, steps = upload(workflow)) =>
  steps.findIndex((step) => String(step.name).startsWith(name));

test('CI runs for branches only: a tag is no branch', () => {
  const ci = committed('ci.yml');
  expect(check('ci.yml', ci)).toEqual([]);
  for (const push of [null, { tags: ['*'] }, { branches: ['**'], tags: ['v*'] }])
    expect(check('ci.yml', { ...ci, on: { ...ci.on, push } })).toEqual([
      expect.stringContaining('push must run for branches only: a tag is no branch'),
    ]);
});

test('Deploy uploads main’s tip only, on a yes from the step right before', () => {
  expect(check('deploy.yml', committed('deploy.yml'))).toEqual([]);
  const without = committed('deploy.yml');
  upload(without).splice(named(without, 'Still the tip of main'), 1);
  expect(check('deploy.yml', without)).toEqual([expect.stringContaining('git/ref/heads/main')]);
  const inverted = committed('deploy.yml');
  upload(inverted)[named(inverted, 'Upload out/')]!.if = "steps.tip.outputs.deploy != 'true'";
  expect(check('deploy.yml', inverted)).toEqual([expect.stringContaining("== 'true'")]);
});

const gate = (workflow: Committed) => workflow.jobs.gate!;
const named_ = (steps: Record<string, unknown>[], name: string) =>
  steps.findIndex((step) => String(step.name).startsWith(name));

test('Deploy’s gate decides once: its build and upload wait for its yes', () => {
  expect(check('deploy.yml', committed('deploy.yml'))).toEqual([]);
  // Without the gate, a job that reads a secret checks nothing.
  for (const job of ['build', 'upload']) {
    const ungated = committed('deploy.yml');
    delete (ungated.jobs[job] as Record<string, unknown>).if;
    expect(check('deploy.yml', ungated)).toContainEqual(
      expect.stringContaining(`job ${job}: a run after CI may deploy without checking`),
    );
  }
  // A yes the job does not wait for (no needs:) is no gate.
  const unneeded = committed('deploy.yml');
  delete (unneeded.jobs.build as Record<string, unknown>).needs;
  expect(check('deploy.yml', unneeded)).toContainEqual(
    expect.stringContaining('job build: a run after CI may deploy without checking'),
  );
  // The gate's own if: is held to what a deploying job's is.
  const open = committed('deploy.yml');
  (gate(open) as Record<string, unknown>).if = "github.event_name == 'workflow_run'";
  expect(check('deploy.yml', open)).toEqual([
    expect.stringContaining('job gate: a run after CI may deploy without checking'),
  ]);
});

test('Deploy’s gate answers with main’s tip, after confirming CI’s own workflow file', () => {
  const unasked = committed('deploy.yml');
  gate(unasked).steps.splice(named_(gate(unasked).steps, 'Still the tip of main'), 1);
  expect(check('deploy.yml', unasked)).toEqual([
    expect.stringMatching(/job gate: its output go must be the answer of a step that asks GitHub/),
  ]);
  // Any workflow called CI could start a build without the file's check.
  const anyCi = committed('deploy.yml');
  const tip = gate(anyCi).steps[named_(gate(anyCi).steps, 'Still the tip of main')]!;
  tip.run = String(tip.run).replace(/^ *if \[ "\$GITHUB_EVENT_NAME"[\s\S]*?\n *fi\n/m, '');
  expect(tip.run).not.toContain('ci.yml');
  expect(check('deploy.yml', anyCi)).toEqual([
    expect.stringContaining('no step confirms that github.event.workflow_run.path is'),
  ]);
  // The gate holds no secret: it runs before anything is known of the commit.
  const secret = committed('deploy.yml');
  gate(secret).steps.push({ run: 'echo', env: { T: '${{ secrets.T }}' } });
  expect(check('deploy.yml', secret)).toContainEqual(
    expect.stringContaining('job gate: a gate reads no secret'),
  );
});

/** Deploy's build as one job that asks for itself: the gate's condition and steps, then its own. */
function selfAsking(): Committed {
  const workflow = committed('deploy.yml');
  const own = workflow.jobs.build! as Steps & Record<string, unknown>;
  own.if = (gate(workflow) as Record<string, unknown>).if;
  delete own.needs;
  const asked = gate(workflow).steps.filter((step) => step.if !== 'failure()');
  const answer = asked.find((step) => step.id === 'tip')!;
  answer.run = String(answer.run).replaceAll('go=', 'build=');
  own.steps = [
    ...asked,
    ...own.steps.map((step) =>
      step.if === 'failure()' ? step : { ...step, if: "steps.tip.outputs.build == 'true'" },
    ),
  ];
  return workflow;
}

test('a job that asks for itself checks main’s tip and CI’s file before it checks out', () => {
  expect(check('deploy.yml', selfAsking())).toEqual([]);
  const late = selfAsking();
  const [moved] = build(late).splice(named(late, 'Still the tip of main', build(late)), 1);
  build(late).push(moved!);
  expect(check('deploy.yml', late)).toEqual([
    expect.stringContaining('asks GitHub for git/ref/heads/main'),
    expect.stringContaining('workflow_run.path'),
  ]);
});

test('a commit no longer at the tip builds nothing: every step from the checkout waits for yes', () => {
  const unheeded = selfAsking();
  delete build(unheeded)[named(unheeded, 'Build', build(unheeded))]!.if;
  expect(check('deploy.yml', unheeded)).toEqual([
    expect.stringMatching(
      /^line \d+: job build: a step from the checkout on runs without if: steps\.tip\.outputs/,
    ),
  ]);
  // Only a step that says what failed, running no project code, goes without the yes.
  const reported = selfAsking();
  const report = build(reported).find((step) => step.name === 'Whose red this is');
  expect(report?.if).toBe('failure()');
  report!.run = 'npm run build';
  expect(check('deploy.yml', reported)).toEqual([
    expect.stringContaining('a step from the checkout on runs without if: steps.tip.outputs'),
  ]);
});

test('the job with the deploy token checks out /deploy/ alone and runs no project code', () => {
  const whole = committed('deploy.yml');
  const checkout = upload(whole).find((step) => String(step.uses).includes('checkout'))!;
  const sparse = checkout.with as Record<string, unknown>;
  for (const folders of [undefined, 'deploy/', '/deploy/\n/scripts/']) {
    sparse['sparse-checkout'] = folders;
    expect(check('deploy.yml', whole)).toEqual([
      expect.stringContaining('holds a deploy token and checks out more than /deploy/'),
    ]);
  }
  const built = committed('deploy.yml');
  upload(built).splice(0, 0, { run: 'npm run build\nnode scripts/x.mjs' });
  expect(check('deploy.yml', built)).toEqual([
    expect.stringContaining('runs npm run build'),
    expect.stringContaining('runs node scripts/x.mjs'),
  ]);
  // The preview's upload, with Azure's action, is held to the same.
  const ci = committed('ci.yml');
  ci.jobs.preview!.steps.splice(0, 0, { run: 'npx tsx scripts/anything.ts' });
  expect(check('ci.yml', ci)).toEqual([
    expect.stringContaining('runs npx tsx scripts/anything.ts'),
  ]);
});
