// A secret belongs to the environment that uses it: GitHub then gives it only to jobs of that
// environment, whose protection rules (branches, reviewers) the owner sets.
import { at, jobsOf, type Workflow } from './workflow-file';
import { storedSecrets } from './workflow-reads';

export function environmentProblems(workflow: Workflow): string[] {
  return jobsOf(workflow).flatMap((job) => {
    const secrets = storedSecrets(job);
    if (secrets.length === 0 || at(job.value, 'environment')) return [];
    return [
      `line ${workflow.line(job.path)}: job ${job.name}: reads ${secrets.join(', ')} without an environment: secrets belong to the environment that uses them`,
    ];
  });
}
