// The rules our GitHub Actions workflows keep beyond what actionlint checks, so that no workflow
// can be turned against the owner. Each rule lives in a file of its own; this runs them all.
import { branchProblems } from './workflow-branches';
import { deployProblems } from './workflow-deploy';
import { readWorkflow } from './workflow-file';
import { installProblems } from './workflow-install';
import { nodeProblems } from './workflow-node';
import { pinProblems } from './workflow-pins';
import { previewProblems } from './workflow-preview';
import { unparsedProblems } from './workflow-reads';
import { environmentProblems } from './workflow-secrets';
import { tokenProblems } from './workflow-token';
import { untrustedProblems } from './workflow-untrusted';
import { uploadProblems } from './workflow-upload';

const RULES = [
  unparsedProblems,
  tokenProblems,
  environmentProblems,
  untrustedProblems,
  installProblems,
  deployProblems,
  uploadProblems,
  branchProblems,
  previewProblems,
  nodeProblems,
];

/** What a workflow breaks of our rules, as lines; empty when it keeps them all. */
export function workflowRuleProblems(file: string, text: string): string[] {
  const workflow = readWorkflow(file, text);
  return [...pinProblems(text), ...RULES.flatMap((rule) => rule(workflow))];
}
