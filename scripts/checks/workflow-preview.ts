// Anyone's pull request starts the preview workflow, and GitHub's settings cannot tell a fork's
// from ours per job: so a job with secrets refuses forks and uses preview environments only.
import { commandsOf } from './shell-commands';
import { at, isRecord, jobsOf, stepsOf, triggers, type Job, type Workflow } from './workflow-file';
import { alwaysRequires, storedSecrets } from './workflow-reads';

const ENVIRONMENTS = ['preview-build', 'preview'];
const SAME_REPOSITORY = 'github.event.pull_request.head.repo.full_name == github.repository';
const FAST_CHECKS = ['npm run check', 'npm run lint', 'npm run typecheck', 'jest'];
const BUILD = 'npm run build';
const OPEN = "github.event.action != 'closed'";
const CLOSED = "github.event.action == 'closed'";

const environmentOf = (job: Job) => {
  const environment = at(job.value, 'environment');
  return String(isRecord(environment) ? environment.name : (environment ?? ''));
};
const runs = (job: Job, command: string) =>
  stepsOf(job).some(({ value }) => commandsOf(value).some((w) => w.join(' ').includes(command)));
const closes = (job: Job) =>
  stepsOf(job).some((step) => at(step.value, 'with', 'action') === 'close');

/** Every job a job waits for, through the jobs those wait for in turn. */
function awaited(jobs: Job[], job: Job, seen = new Set<Job>()): Set<Job> {
  for (const name of [at(job.value, 'needs')].flat()) {
    const need = jobs.find((each) => each.name === name);
    if (need && !seen.has(need)) awaited(jobs, need, seen.add(need));
  }
  return seen;
}

export function previewProblems(workflow: Workflow): string[] {
  if (!triggers(workflow).includes('pull_request')) return [];
  const jobs = jobsOf(workflow);
  const on = (job: Job, key: string) =>
    `line ${workflow.line([...job.path, key])}: job ${job.name}`;
  const problems: string[] = [];
  for (const job of jobs.filter((each) => storedSecrets(each).length > 0)) {
    const environment = environmentOf(job);
    if (!alwaysRequires(job, SAME_REPOSITORY))
      problems.push(`${on(job, 'if')}: a fork could get its secrets: require ${SAME_REPOSITORY}`);
    if (environment && !ENVIRONMENTS.includes(environment))
      problems.push(`${on(job, 'environment')}: ${environment}: not a preview environment`);
  }
  const built = jobs.filter((job) => ENVIRONMENTS.includes(environmentOf(job)) && runs(job, BUILD));
  for (const job of built) {
    const fast = (need: Job) => FAST_CHECKS.every((command) => runs(need, command));
    if (![...awaited(jobs, job)].some(fast))
      problems.push(`${on(job, 'needs')}: builds a preview before the fast checks pass`);
    if (!alwaysRequires(job, OPEN))
      problems.push(`${on(job, 'if')}: may build a closed pull request's preview: require ${OPEN}`);
  }
  if (built.length === 0) return problems;
  const types = at(workflow.value, 'on', 'pull_request', 'types');
  if (!Array.isArray(types) || !types.includes('closed'))
    problems.push(
      `line ${workflow.line(['on'])}: pull_request lacks type closed: previews outlive it`,
    );
  const closers = jobs.filter((job) => environmentOf(job) === 'preview' && closes(job));
  if (closers.length === 0)
    problems.push(`line ${workflow.line(['jobs'])}: no job removes a preview (action: close)`);
  for (const job of closers.filter((each) => !alwaysRequires(each, CLOSED)))
    problems.push(`${on(job, 'if')}: may remove an open pull request's preview: require ${CLOSED}`);
  return problems;
}
