// A pull request's preview is built and uploaded with secrets, in a workflow that anyone's pull
// request starts. So: a job reads a secret only when every way its if: can hold refuses a
// fork's pull request, and only the preview environments' secrets; a preview is built only after
// the fast checks passed on the same commit; and a workflow that builds previews also removes
// each one when its pull request is closed or merged, and builds none on that close.
import { asRequired } from './github-condition';
import { shellCommands } from './shell-commands';
import { at, isRecord, jobsOf, stepsOf, triggers, type Job, type Workflow } from './workflow-file';
import { ifWays, storedSecrets } from './workflow-reads';

const PREVIEW = 'preview';
/** The environments a pull request's jobs may use: the preview's build and its upload. */
const PREVIEW_ENVIRONMENTS = [`${PREVIEW}-build`, PREVIEW];
const SAME_REPOSITORY = 'github.event.pull_request.head.repo.full_name == github.repository';
const CLOSED = "github.event.action == 'closed'";
const NOT_CLOSED = "github.event.action != 'closed'";
/** What the job a preview waits for runs: the content check, lint, types and unit tests. */
const FAST_CHECKS = ['npm run check', 'npm run lint', 'npm run typecheck', 'jest'];
const DEPLOY_ACTION = 'azure/static-web-apps-deploy@';

/** A job's environment, written as a name or as `{ name, url }`. */
function environmentOf(job: Job): string | undefined {
  const environment = at(job.value, 'environment');
  const name = isRecord(environment) ? environment.name : environment;
  return typeof name === 'string' ? name : undefined;
}

/** Whether every way a job's if: can hold requires the comparison. */
const alwaysRequires = (job: Job, check: string): boolean =>
  ifWays(job)?.every((way) => way.includes(asRequired(check))) ?? false;

/** Whether a step of the job runs the command (its words in a row), however the script is written. */
function runs(job: Job, command: string): boolean {
  const wanted = command.split(' ');
  return stepsOf(job).some((step) =>
    shellCommands(String(at(step.value, 'run') ?? '')).some((words) =>
      words.some((_, start) => wanted.every((word, index) => words[start + index] === word)),
    ),
  );
}

/** Every job a job waits for, through the jobs those wait for in turn. */
function awaited(workflow: Workflow, job: Job): Job[] {
  const jobs = new Map(jobsOf(workflow).map((each) => [each.name, each]));
  const seen = new Map<string, Job>();
  const visit = (from: Job) => {
    const needs = at(from.value, 'needs');
    for (const name of typeof needs === 'string' ? [needs] : Array.isArray(needs) ? needs : []) {
      const need = jobs.get(String(name));
      if (!need || seen.has(need.name)) continue;
      seen.set(need.name, need);
      visit(need);
    }
  };
  visit(job);
  return [...seen.values()];
}

/** Whether a job removes a pull request's preview environment from the host. */
const closesPreview = (job: Job): boolean =>
  stepsOf(job).some(
    (step) =>
      String(at(step.value, 'uses') ?? '')
        .toLowerCase()
        .startsWith(DEPLOY_ACTION) && at(step.value, 'with', 'action') === 'close',
  );

function secretProblems(workflow: Workflow, job: Job): string[] {
  const secrets = storedSecrets(job);
  if (secrets.length === 0) return [];
  const where = (key: string) => `line ${workflow.line([...job.path, key])}: job ${job.name}`;
  const problems: string[] = [];
  if (ifWays(job) === undefined)
    problems.push(
      `${where('if')}: its if: cannot be read, so nothing shows that a fork gets no secret`,
    );
  else if (!alwaysRequires(job, SAME_REPOSITORY))
    problems.push(
      `${where('if')}: a fork's pull request could get ${secrets.join(', ')}: its if: must require ${SAME_REPOSITORY} on every way it can hold`,
    );
  // A job with no environment at all is reported by the environment rule (workflow-secrets.ts).
  const environment = environmentOf(job);
  if (environment && !PREVIEW_ENVIRONMENTS.includes(environment))
    problems.push(
      `${where('environment')}: a pull request could get the secrets of environment ${environment}: where pull requests start the run, secrets come from environments ${PREVIEW_ENVIRONMENTS.join(' and ')} only`,
    );
  return problems;
}

function waitProblems(workflow: Workflow, job: Job): string[] {
  const fast = (need: Job) => FAST_CHECKS.every((command) => runs(need, command));
  if (awaited(workflow, job).some(fast)) return [];
  return [
    `line ${workflow.line([...job.path, 'needs'])}: job ${job.name}: builds a preview without waiting for the fast checks: its needs: must lead to a job that runs ${FAST_CHECKS.join(', ')}`,
  ];
}

function closeProblems(workflow: Workflow, builders: Job[]): string[] {
  const problems: string[] = [];
  const types = at(workflow.value, 'on', 'pull_request', 'types');
  if (!Array.isArray(types) || !types.includes('closed'))
    problems.push(
      `line ${workflow.line(['on', 'pull_request', 'types'])}: pull_request has no closed type: a pull request's preview would outlive it`,
    );
  const closers = jobsOf(workflow).filter(
    (job) => environmentOf(job) === PREVIEW && closesPreview(job),
  );
  if (closers.length === 0)
    problems.push(
      `line ${workflow.line(['jobs'])}: no job of environment ${PREVIEW} removes a pull request's preview (${DEPLOY_ACTION}… with action: close) when it is closed`,
    );
  for (const job of closers)
    if (!alwaysRequires(job, CLOSED))
      problems.push(
        `line ${workflow.line([...job.path, 'if'])}: job ${job.name}: could remove a preview of a pull request still open: its if: must require ${CLOSED} on every way it can hold`,
      );
  for (const job of builders)
    if (!alwaysRequires(job, NOT_CLOSED))
      problems.push(
        `line ${workflow.line([...job.path, 'if'])}: job ${job.name}: could build a preview of a pull request just closed, after its removal: its if: must require ${NOT_CLOSED} on every way it can hold`,
      );
  return problems;
}

export function previewProblems(workflow: Workflow): string[] {
  if (!triggers(workflow).includes('pull_request')) return [];
  const jobs = jobsOf(workflow);
  const builders = jobs.filter(
    (job) => PREVIEW_ENVIRONMENTS.includes(environmentOf(job) ?? '') && runs(job, 'npm run build'),
  );
  return [
    ...jobs.flatMap((job) => secretProblems(workflow, job)),
    ...builders.flatMap((job) => waitProblems(workflow, job)),
    ...(builders.length > 0 ? closeProblems(workflow, builders) : []),
  ];
}
