// Only main's tip builds and deploys, after CI's own workflow, and no project code runs beside a
// deploy token: no GitHub setting can say either, and actionlint checks syntax, not this.
import { commandsOf } from './shell-commands';
import { at, isRecord, jobsOf, stepsOf, triggers, type Job, type Workflow } from './workflow-file';
import { ifWays, storedSecrets } from './workflow-reads';

const MANUAL = "github.event_name == 'workflow_dispatch'";
const RUN = 'github.event.workflow_run';
const CHECKS = {
  manual: ["github.ref == 'refs/heads/main'"],
  afterCi: [
    `${RUN}.conclusion == 'success'`,
    `${RUN}.event == 'push'`,
    `${RUN}.head_branch == 'main'`,
    `${RUN}.head_repository.full_name == github.repository`,
  ],
};

/** The one folder the upload job may check out, anchored at the root in non-cone mode. */
const DEPLOY_FOLDER = '/deploy/';
/** The workflow whose passed run may start a build: CI's file, not any workflow called CI. */
const CI_FILE = '.github/workflows/ci.yml';

const isCheckout = (step: unknown) => String(at(step, 'uses')).startsWith('actions/checkout@');
/** Whether a step asks GitHub where main is now. */
const asksTip = (step: unknown) =>
  commandsOf(step).some((words) => words.join(' ').includes('git/ref/heads/main'));
/** Whether a step compares the starting run's workflow file with CI's. */
const confirmsCi = (step: unknown) => {
  const text = JSON.stringify(step);
  return text.includes(`${RUN}.path`) && text.includes(CI_FILE);
};
/** Whether a step's `if:` requires a yes from the step `id`. */
const heeds = (step: unknown, id: string) =>
  new RegExp(`steps\\.${id}\\.outputs\\.\\w+ == 'true'`).test(String(at(step, 'if') ?? ''));

/** Whether a step uploads a site: the Static Web Apps CLI's deploy, or Azure's deploy action. */
const uploads = (step: unknown) =>
  /^azure\/static-web-apps-deploy@/i.test(String(at(step, 'uses')))
    ? at(step, 'with', 'action') !== 'close'
    : commandsOf(step).some((words) => /(^|\/)swa deploy\b/.test(words.join(' ')));

/** What of a step is the project's code: a checkout of it, an install, a script of it. */
function stepCode(value: unknown): string[] {
  if (isCheckout(value))
    return at(value, 'with', 'sparse-checkout') === DEPLOY_FOLDER &&
      at(value, 'with', 'sparse-checkout-cone-mode') === false
      ? []
      : [`checks out more than ${DEPLOY_FOLDER}`];
  return commandsOf(value).flatMap(([tool = '', ...rest]) =>
    ['npx', 'tsx', 'bash', 'sh'].includes(tool) ||
    (tool === 'node' && !rest.includes('-e')) ||
    (tool === 'npm' && !rest.includes('--prefix')) ||
    rest.some((word) => /(^|\/)scripts\//.test(word))
      ? [`runs ${[tool, ...rest].join(' ')}`]
      : [],
  );
}

const projectCode = (job: Job): string[] => stepsOf(job).flatMap(({ value }) => stepCode(value));

function uploadProblems(workflow: Workflow, job: Job): string[] {
  const steps = stepsOf(job);
  const index = steps.findIndex(({ value }) => uploads(value));
  if (index < 0) return [];
  const where = `line ${workflow.line(steps[index]!.path)}: job ${job.name}`;
  const problems = projectCode(job).map((what) => `${where}: holds a deploy token and ${what}`);
  if (!triggers(workflow).includes('workflow_run')) return problems;
  const before = steps[index - 1]?.value;
  const id = String(at(before, 'id') ?? '');
  if (!asksTip(before) || !id || !heeds(steps[index]!.value, id))
    problems.push(
      `${where}: the step right before the upload must ask GitHub for git/ref/heads/main (with an id), and the upload's if: must require its answer == 'true'`,
    );
  return problems;
}

/**
 * A job with secrets that checks out the project after CI's run: before the checkout, a step asks
 * GitHub for main's tip (with an id) and one confirms the run was CI's own file; from the checkout
 * on, every step requires the tip's yes, so a commit no longer at the tip builds nothing.
 */
function buildProblems(workflow: Workflow, job: Job): string[] {
  const steps = stepsOf(job);
  // The upload job is held to its own rules (uploadProblems).
  if (steps.some(({ value }) => uploads(value))) return [];
  const checkout = steps.findIndex(({ value }) => isCheckout(value));
  if (checkout < 0) return [];
  const where = `line ${workflow.line(steps[checkout]!.path)}: job ${job.name}`;
  const before = steps.slice(0, checkout).map(({ value }) => value);
  const tip = before.find(asksTip);
  const id = String(at(tip, 'id') ?? '');
  const problems: string[] = [];
  if (!tip || !id)
    problems.push(
      `${where}: checks out the project before a step (with an id) asks GitHub for git/ref/heads/main`,
    );
  if (!before.some(confirmsCi))
    problems.push(
      `${where}: checks out the project before a step confirms that github.event.workflow_run.path is ${CI_FILE}`,
    );
  // A step that only says what failed, and runs no project code, may run without the yes.
  const reports = (step: unknown) =>
    String(at(step, 'if') ?? '').includes('failure()') && stepCode(step).length === 0;
  if (id)
    for (const { value, path } of steps.slice(checkout))
      if (!heeds(value, id) && !reports(value))
        problems.push(
          `line ${workflow.line(path)}: job ${job.name}: a step from the checkout on runs without if: steps.${id}.outputs.… == 'true'`,
        );
  return problems;
}

/** The job whose output a way of an if: requires to be 'true', if the job needs it. */
function gateOf(jobs: Job[], job: Job, way: string[]): { gate: Job; output: string } | undefined {
  const needs = [at(job.value, 'needs')].flat().map(String);
  for (const condition of way) {
    const [, name = '', output = ''] =
      /^needs\.([\w-]+)\.outputs\.([\w-]+) == 'true'$/.exec(condition) ?? [];
    const gate = jobs.find((each) => each.name === name);
    if (gate && needs.includes(name)) return { gate, output };
  }
  return undefined;
}

/** Whether every way a job's if: can hold waits for a gate's yes. */
const gated = (jobs: Job[], job: Job) =>
  ifWays(job)?.every((way) => gateOf(jobs, job, way)) ?? false;

/**
 * A gate: a job without secrets whose if: checks a manual run or CI's, and whose output is the
 * answer of a step that asks GitHub for main's tip, once a step has confirmed CI's own file.
 */
function gateProblems(workflow: Workflow, gate: Job, output: string): string[] {
  const where = `line ${workflow.line(gate.path)}: job ${gate.name}`;
  const steps = stepsOf(gate).map(({ value }) => value);
  const [, id = ''] =
    /^\$\{\{\s*steps\.([\w-]+)\.outputs\.[\w-]+\s*\}\}$/.exec(
      String(at(gate.value, 'outputs', output) ?? ''),
    ) ?? [];
  const answer = steps.findIndex((step) => at(step, 'id') === id && asksTip(step));
  const problems = storedSecrets(gate).length > 0 ? [`${where}: a gate reads no secret`] : [];
  if (answer < 0)
    problems.push(
      `${where}: its output ${output} must be the answer of a step that asks GitHub for git/ref/heads/main`,
    );
  else if (!steps.slice(0, answer + 1).some(confirmsCi))
    problems.push(
      `${where}: no step confirms that github.event.workflow_run.path is ${CI_FILE} before its answer`,
    );
  return [...problems, ...conditionProblems(workflow, gate, [])];
}

/**
 * A job with secrets after CI's run: each way its if: can hold checks a manual run or CI's, or
 * waits for a gate's yes (`jobs` holds the workflow's jobs, empty for a gate itself).
 */
function conditionProblems(workflow: Workflow, job: Job, jobs: Job[]): string[] {
  const where = `line ${workflow.line([...job.path, 'if'])}: job ${job.name}`;
  const ways = ifWays(job);
  if (!ways) return [`${where}: its if: cannot be read, so nothing shows which runs deploy`];
  return ways.flatMap((way) => {
    if (gateOf(jobs, job, way)) return [];
    const manual = way.includes(MANUAL);
    const left = (manual ? CHECKS.manual : CHECKS.afterCi).filter((check) => !way.includes(check));
    const what = `${where}: ${manual ? 'a manual run' : 'a run after CI'} may deploy`;
    return left.length ? [`${what} without checking ${left.join(' and ')}`] : [];
  });
}

export function deployProblems(workflow: Workflow): string[] {
  const push = at(workflow.value, 'on', 'push');
  const tags =
    triggers(workflow).includes('push') && (!isRecord(push) || !push.branches || push.tags);
  const line = workflow.line(['on', 'push']);
  const problems = tags
    ? [`line ${line}: push must run for branches only: a tag is no branch`]
    : [];
  const jobs = jobsOf(workflow);
  const gates = new Map<Job, Set<string>>();
  for (const job of jobs) {
    if (storedSecrets(job).length === 0) continue;
    if (triggers(workflow).includes('workflow_run')) {
      problems.push(...conditionProblems(workflow, job, jobs));
      // A gated job starts only once its gate asked GitHub; another asks for itself.
      if (!gated(jobs, job)) problems.push(...buildProblems(workflow, job));
      for (const way of ifWays(job) ?? []) {
        const found = gateOf(jobs, job, way);
        if (found) gates.set(found.gate, (gates.get(found.gate) ?? new Set()).add(found.output));
      }
    }
    problems.push(...uploadProblems(workflow, job));
  }
  for (const [gate, outputs] of gates)
    for (const output of outputs) problems.push(...gateProblems(workflow, gate, output));
  return problems;
}
