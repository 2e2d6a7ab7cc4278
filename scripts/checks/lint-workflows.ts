// Part of npm run lint: the workflow rules that actionlint and GitHub's settings cannot say
// (docs/owner/setup.md): secrets, deploys and previews.
import { readWorkflow, WORKFLOWS, workflowTexts } from './workflow-file';
import { deployProblems } from './workflow-deploy';
import { previewProblems } from './workflow-preview';
import { secretProblems } from './workflow-secrets';

/** What a workflow breaks of our rules, as lines; empty when it keeps them all. */
export const workflowRuleProblems = (file: string, text: string) =>
  [secretProblems, deployProblems, previewProblems].flatMap((rule) =>
    rule(readWorkflow(file, text)),
  );

if (process.argv[1]?.endsWith('lint-workflows.ts')) {
  const files = workflowTexts();
  const failed = files.filter(({ name, text }) => {
    const problems = workflowRuleProblems(name, text);
    if (problems.length > 0) console.error(`✖ ${WORKFLOWS}/${name}\n  ${problems.join('\n  ')}`);
    return problems.length > 0;
  });
  if (failed.length > 0) process.exitCode = 1;
  else console.log(`${files.length} workflows keep our rules.`);
}
