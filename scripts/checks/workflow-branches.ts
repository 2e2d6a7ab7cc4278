// A push runs CI for branches only. For a tag pushed as `main`, GitHub reports the run's branch as
// `main` to the workflows that wait on CI, so a tag would pass any deploy's filter on main; no
// linter or repository setting says so.
import { at, isRecord, triggers, type Workflow } from './workflow-file';

export function branchProblems(workflow: Workflow): string[] {
  if (!triggers(workflow).includes('push')) return [];
  const push = at(workflow.value, 'on', 'push');
  const where = `line ${workflow.line(['on', 'push'])}`;
  if (!isRecord(push) || !('branches' in push))
    return [`${where}: push must list its branches (branches: ['**']): a tag is no branch`];
  if ('tags' in push) return [`${where}: push must not run for tags: a tag is no branch`];
  return [];
}
