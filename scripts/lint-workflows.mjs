// npm run lint, part: every GitHub Actions workflow in .github/workflows checked against the
// workflow schema (unknown keys, missing runs-on, wrong types…) without pushing it to GitHub, and
// against our own rules (scripts/lib/workflow-rules.mjs: pinned actions, scoped secrets…).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validateWorkflow } from '@action-validator/core';
import { workflowRuleProblems } from './lib/workflow-rules.mjs';

export const WORKFLOWS = '.github/workflows';

/** The leaf errors of a validation result as "path: detail" lines, each once. */
function leaves(errors) {
  return errors.flatMap((error) =>
    error.states
      ? error.states.flatMap((state) => leaves(state.errors))
      : [`${error.path || '/'}: ${error.detail ?? error.title}`],
  );
}

/** What is wrong with a workflow's YAML, as lines; empty when it is valid. */
export function workflowProblems(yaml) {
  return [...new Set(leaves(validateWorkflow(yaml).errors))];
}

// When run as a command, not when imported by a test or another script.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
  let failed = 0;
  for (const name of files) {
    const text = readFileSync(join(WORKFLOWS, name), 'utf8');
    const problems = [...workflowProblems(text), ...workflowRuleProblems(name, text)];
    if (problems.length === 0) continue;
    failed += 1;
    console.error(`✖ ${WORKFLOWS}/${name}\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  if (failed > 0) process.exitCode = 1;
  else console.log(`${files.length} workflows valid.`);
}
