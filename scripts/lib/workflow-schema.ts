// A GitHub Actions workflow checked against the workflow schema (unknown keys, missing runs-on,
// wrong types…) without pushing it to GitHub.
import { validateWorkflow, type ValidationError } from '@action-validator/core';

export const WORKFLOWS = '.github/workflows';

/** The leaf errors of a validation result as "path: detail" lines, each once. */
function leaves(errors: readonly ValidationError[]): string[] {
  return errors.flatMap((error) => {
    if ('states' in error && error.states)
      return error.states.flatMap((state) => leaves(state.errors));
    const path = 'path' in error ? error.path : '';
    return [`${path || '/'}: ${error.detail ?? error.title}`];
  });
}

/** What is wrong with a workflow's YAML, as lines; empty when it is valid. */
export function workflowProblems(yaml: string): string[] {
  return [...new Set(leaves(validateWorkflow(yaml).errors))];
}
