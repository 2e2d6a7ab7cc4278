// A job that deploys with our secrets runs only for this repository's main after CI passed on
// it: when started by hand, on main; when started by a CI run, only after one that succeeded
// for a push to main of this repository (a fork's pull request from its own main runs CI too).
// Each check must be one that every way the job's if: can hold requires: one behind an `||`
// that another branch goes around checks nothing.
import { asRequired } from './github-condition';
import { jobsOf, triggers, type Workflow } from './workflow-file';
import { ifWays, storedSecrets } from './workflow-reads';

const MANUAL = "github.event_name == 'workflow_dispatch'";
const MANUAL_CHECKS = ["github.ref == 'refs/heads/main'"];
const CI_CHECKS = [
  "github.event.workflow_run.conclusion == 'success'",
  "github.event.workflow_run.event == 'push'",
  "github.event.workflow_run.head_branch == 'main'",
  'github.event.workflow_run.head_repository.full_name == github.repository',
];

/** The checks a way to run leaves out: the manual ones when it is a manual run, else CI's. */
function missing(way: string[]): string[] {
  const checks = way.includes(asRequired(MANUAL)) ? MANUAL_CHECKS : CI_CHECKS;
  return checks.filter((check) => !way.includes(asRequired(check)));
}

export function deployProblems(workflow: Workflow): string[] {
  if (!triggers(workflow).includes('workflow_run')) return [];
  return jobsOf(workflow).flatMap((job) => {
    if (storedSecrets(job).length === 0) return [];
    const where = `line ${workflow.line([...job.path, 'if'])}: job ${job.name}`;
    const ways = ifWays(job);
    if (!ways) return [`${where}: its if: cannot be read, so nothing shows which runs deploy`];
    return ways.flatMap((way) => {
      const left = missing(way);
      if (left.length === 0) return [];
      const what = way.includes(asRequired(MANUAL)) ? 'a manual run' : 'a run after CI';
      return [`${where}: ${what} may deploy without checking ${left.join(' and ')}`];
    });
  });
}
