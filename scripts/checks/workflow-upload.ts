// A job that uploads the site with a deploy token runs none of the project's code, and Deploy
// uploads only what is still the tip of main: GitHub's settings cannot say either. Such a job
// checks out deploy/ alone (the CLI's lockfile) or nothing, installs only there, and runs no
// project script; in a workflow started by another's run, the step right before the upload asks
// GitHub for refs/heads/main, and the upload runs only when that step answers 'true'.
import { shellCommands } from './shell-commands';
import { at, jobsOf, stepsOf, triggers, type Job, type Workflow } from './workflow-file';
import { storedSecrets } from './workflow-reads';

const TIP = 'git/ref/heads/main';

const commandsOf = (step: unknown) => shellCommands(String(at(step, 'run') ?? ''));

/** Whether a step uploads a site: the Static Web Apps CLI's deploy, or Azure's deploy action. */
function uploads(step: unknown): boolean {
  const uses = String(at(step, 'uses') ?? '').toLowerCase();
  if (uses.startsWith('azure/static-web-apps-deploy@'))
    return at(step, 'with', 'action') !== 'close';
  return commandsOf(step).some((words) =>
    words.some((word, index) => /(^|\/)swa$/.test(word) && words[index + 1] === 'deploy'),
  );
}

/** What in a job's steps is the project's code: a checkout of it, an install, a script of it. */
function projectCode(job: Job): string[] {
  return stepsOf(job).flatMap(({ value }) => {
    const uses = String(at(value, 'uses') ?? '');
    if (uses.startsWith('actions/checkout@') && at(value, 'with', 'sparse-checkout') !== 'deploy/')
      return ['checks out more than deploy/'];
    return commandsOf(value).flatMap((words) => {
      const [tool = ''] = words;
      const runsProject =
        ['npx', 'tsx', 'bash', 'sh'].includes(tool) ||
        (tool === 'node' && !words.includes('-e')) ||
        (tool === 'npm' && !words.includes('--prefix')) ||
        words.some((word) => /(^|\/)scripts\//.test(word));
      return runsProject ? [`runs ${words.join(' ')}`] : [];
    });
  });
}

/** Whether the upload's if: requires the tip step's answer to be 'true'. */
const requiresTip = (upload: unknown, id: string) =>
  new RegExp(`steps\\.${id}\\.outputs\\.\\w+ == 'true'`).test(String(at(upload, 'if') ?? ''));

export function uploadProblems(workflow: Workflow): string[] {
  const afterAnotherRun = triggers(workflow).includes('workflow_run');
  return jobsOf(workflow).flatMap((job) => {
    const steps = stepsOf(job);
    const index = steps.findIndex(({ value }) => uploads(value));
    if (index < 0 || storedSecrets(job).length === 0) return [];
    const where = `line ${workflow.line(steps[index]!.path)}: job ${job.name}`;
    const problems = projectCode(job).map((what) => `${where}: holds a deploy token and ${what}`);
    if (!afterAnotherRun) return problems;
    const before = steps[index - 1]?.value;
    const id = String(at(before, 'id') ?? '');
    const asksTip = commandsOf(before).some((words) => words.some((word) => word.includes(TIP)));
    if (!asksTip || !id || !requiresTip(steps[index]!.value, id))
      problems.push(
        `${where}: the step right before the upload must ask GitHub for ${TIP} (with an id), and the upload's if: must require its answer == 'true'`,
      );
    return problems;
  });
}
