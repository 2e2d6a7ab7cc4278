// The job that uploads the site with the deploy token runs none of the project's code, and
// uploads only what is still the tip of main: GitHub's settings cannot say either. Its checkout is
// deploy/ alone (the CLI's lockfile), it installs only there and runs no npm script, and right
// before the upload a step asks GitHub for refs/heads/main, which the upload's if: then requires.
import { shellCommands } from './shell-commands';
import { at, jobsOf, stepsOf, triggers, type Job, type Workflow } from './workflow-file';
import { storedSecrets } from './workflow-reads';

const UPLOAD = ['swa', 'deploy'];
const TIP = 'git/ref/heads/main';

const commandsOf = (step: unknown) => shellCommands(String(at(step, 'run') ?? ''));
const uploads = (step: unknown) =>
  commandsOf(step).some((words) =>
    words.some((word, index) => word.endsWith(UPLOAD[0]!) && words[index + 1] === UPLOAD[1]),
  );

/** What in a job's steps is the project's code: a whole checkout, an install, an npm script. */
function projectCode(job: Job): string[] {
  return stepsOf(job).flatMap(({ value }) => {
    const uses = String(at(value, 'uses') ?? '');
    if (uses.startsWith('actions/checkout@') && at(value, 'with', 'sparse-checkout') !== 'deploy/')
      return ['checks out more than deploy/'];
    return commandsOf(value).flatMap((words) => {
      const [tool, verb] = words;
      if (tool === 'npx' || (tool === 'npm' && verb === 'run')) return [`runs ${words.join(' ')}`];
      if (tool === 'npm' && !words.includes('--prefix')) return [`runs ${words.join(' ')}`];
      return [];
    });
  });
}

export function uploadProblems(workflow: Workflow): string[] {
  if (!triggers(workflow).includes('workflow_run')) return [];
  return jobsOf(workflow).flatMap((job) => {
    const steps = stepsOf(job);
    const index = steps.findIndex(({ value }) => uploads(value));
    if (index < 0 || storedSecrets(job).length === 0) return [];
    const where = `line ${workflow.line(steps[index]!.path)}: job ${job.name}`;
    const problems = projectCode(job).map((what) => `${where}: holds the deploy token and ${what}`);
    const before = steps[index - 1]?.value;
    const id = String(at(before, 'id') ?? '');
    const asksTip = commandsOf(before).some((words) => words.some((word) => word.includes(TIP)));
    const required = String(at(steps[index]!.value, 'if') ?? '').includes(`steps.${id}.outputs`);
    if (!asksTip || !id || !required)
      problems.push(
        `${where}: the step right before the upload must ask GitHub for ${TIP} (with an id), and the upload's if: must require its answer`,
      );
    return problems;
  });
}
