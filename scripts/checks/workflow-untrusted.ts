// What a stranger controls must never run with our secrets or as shell code: no workflow of
// pull_request_target (it runs a fork's request with the base repository's token and secrets), no
// secret where anyone's comment starts the run, and event data reaches a script only through env:.
import { at, jobsOf, stepsOf, triggers, type Workflow } from './workflow-file';
import { pathsIn, reaches, storedSecrets } from './workflow-reads';

/** What a pull request's or a comment's author writes: branch names, titles, bodies, messages. */
const UNTRUSTED = [
  ['github', 'event'],
  ['github', 'head_ref'],
];

function scriptProblems(workflow: Workflow): string[] {
  return jobsOf(workflow).flatMap((job) =>
    stepsOf(job).flatMap((step) => {
      const reads = pathsIn(at(step.value, 'run')).filter((path) =>
        UNTRUSTED.some((untrusted) => reaches(path, untrusted)),
      );
      return reads.map(
        (path) =>
          `line ${workflow.line([...step.path, 'run'])}: job ${job.name}: \${{ ${path.join('.')} }} in a run: script becomes shell code: pass it through the step's env:`,
      );
    }),
  );
}

export function untrustedProblems(workflow: Workflow): string[] {
  const on = triggers(workflow);
  const problems = on.includes('pull_request_target')
    ? [
        `line ${workflow.line(['on'])}: pull_request_target runs a fork's pull request with this repository's token and secrets: use pull_request`,
      ]
    : [];
  if (on.includes('issue_comment'))
    for (const job of jobsOf(workflow)) {
      const secrets = storedSecrets(job);
      if (secrets.length > 0)
        problems.push(
          `line ${workflow.line(job.path)}: job ${job.name}: reads ${secrets.join(', ')} in a workflow anyone's comment starts`,
        );
    }
  return [...problems, ...scriptProblems(workflow)];
}
