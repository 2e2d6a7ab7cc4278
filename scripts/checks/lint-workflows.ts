// npm run lint, part: every GitHub Actions workflow in .github/workflows checked against our own
// rules (scripts/checks/workflow-rules.ts: pinned actions, the token and secrets kept from what a
// stranger controls, deploys only of this repository's tested main…). actionlint, run before
// this, checks that each is a valid workflow.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKFLOWS } from './workflow-file';
import { workflowRuleProblems } from './workflow-rules';

const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
let failed = 0;
for (const name of files) {
  const problems = workflowRuleProblems(name, readFileSync(join(WORKFLOWS, name), 'utf8'));
  if (problems.length === 0) continue;
  failed += 1;
  console.error(`✖ ${WORKFLOWS}/${name}\n${problems.map((line) => `  ${line}`).join('\n')}`);
}
if (failed > 0) process.exitCode = 1;
else console.log(`${files.length} workflows keep our rules.`);
