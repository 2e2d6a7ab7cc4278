// npm run lint, part: every GitHub Actions workflow checked against what actionlint (run before
// this, which also refuses untrusted input in a script) and GitHub's settings (pinned actions,
// the token's default permissions: docs/owner/setup.md) cannot say: who gets which secret
// (workflow-secrets.ts), what deploys (workflow-deploy.ts), and the previews (workflow-preview.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readWorkflow, WORKFLOWS } from './workflow-file';
import { deployProblems } from './workflow-deploy';
import { previewProblems } from './workflow-preview';
import { secretProblems } from './workflow-secrets';

/** What a workflow breaks of our rules, as lines; empty when it keeps them all. */
export const workflowRuleProblems = (file: string, text: string) =>
  [secretProblems, deployProblems, previewProblems].flatMap((rule) =>
    rule(readWorkflow(file, text)),
  );

if (process.argv[1]?.endsWith('lint-workflows.ts')) {
  const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
  const failed = files.filter((name) => {
    const problems = workflowRuleProblems(name, readFileSync(join(WORKFLOWS, name), 'utf8'));
    if (problems.length > 0) console.error(`✖ ${WORKFLOWS}/${name}\n  ${problems.join('\n  ')}`);
    return problems.length > 0;
  });
  if (failed.length > 0) process.exitCode = 1;
  else console.log(`${files.length} workflows keep our rules.`);
}
