// npm run lint, part: every GitHub Actions workflow in .github/workflows checked against the
// workflow schema (scripts/lib/workflow-schema.ts) and our own rules (scripts/lib/workflow-rules.ts:
// pinned actions, scoped secrets…).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKFLOWS, workflowProblems } from './lib/workflow-schema';
import { workflowRuleProblems } from './lib/workflow-rules';

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
