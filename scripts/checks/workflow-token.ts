// The repository token can push code and write issues: each workflow says what it may do, no
// checkout leaves it on disk, and only the step that calls GitHub gets it in its environment.
import { at, isRecord, jobsOf, stepsOf, type Path, type Workflow } from './workflow-file';
import { pathsIn, reaches } from './workflow-reads';

const TOKEN = [
  ['github', 'token'],
  ['secrets', 'GITHUB_TOKEN'],
];

/** Each variable of an `env:` for more than one step that is set from the repository token. */
function sharedTokenProblems(workflow: Workflow, env: unknown, path: Path, owner: string) {
  return Object.entries(isRecord(env) ? env : {}).flatMap(([name, value]) =>
    pathsIn(value).some((read) => TOKEN.some((token) => reaches(read, token)))
      ? [
          `line ${workflow.line([...path, name])}: ${owner}env ${name} hands the repository token to every step: set it in the env: of the step that calls GitHub`,
        ]
      : [],
  );
}

export function tokenProblems(workflow: Workflow): string[] {
  const problems: string[] = [];
  if (!at(workflow.value, 'permissions'))
    problems.push('no top-level permissions: give the token only what the jobs need');
  problems.push(...sharedTokenProblems(workflow, at(workflow.value, 'env'), ['env'], ''));
  for (const job of jobsOf(workflow)) {
    const env = at(job.value, 'env');
    problems.push(...sharedTokenProblems(workflow, env, [...job.path, 'env'], `job ${job.name}: `));
    for (const step of stepsOf(job))
      if (
        String(at(step.value, 'uses') ?? '').startsWith('actions/checkout@') &&
        at(step.value, 'with', 'persist-credentials') !== false
      )
        problems.push(
          `line ${workflow.line(step.path)}: job ${job.name}: actions/checkout without persist-credentials: false`,
        );
  }
  return problems;
}
