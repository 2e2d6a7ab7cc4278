// Which job may touch a secret, which neither GitHub's settings nor actionlint can say: only
// environments, no stranger-started workflow, no install scripts, no token left on disk.
import { commandsOf } from './shell-commands';
import { at, jobsOf, stepsOf, triggers, type Workflow } from './workflow-file';
import { storedSecrets } from './workflow-reads';

/** npm's commands that run the packages' install scripts, aliases included. */
const INSTALLS =
  /^(i|in|ins|inst|insta|instal|install|isnt|isnta|isntal|isntall|add|ci|clean-install|ic|install-clean|isntall-clean|it|install-test|cit|install-ci-test)$/;

/** An npm command in a job with a secret that lets install scripts run. */
function installProblem(words: string[]): string | undefined {
  if (words[0] !== 'npm' || words.some((word) => /^--ignore-scripts(=true)?$/.test(word))) return;
  const [command, ...named] = words.slice(1).filter((word) => !word.startsWith('-'));
  if (INSTALLS.test(command ?? ''))
    return `"${words.join(' ')}" runs install scripts: add --ignore-scripts`;
  if (/^(rebuild|rb)$/.test(command ?? '') && named.length === 0)
    return `"${words.join(' ')}" runs every install script: name the packages`;
}

export function secretProblems(workflow: Workflow): string[] {
  const on = triggers(workflow);
  const target = `line ${workflow.line(['on'])}: pull_request_target gives a fork's request secrets`;
  const problems = on.includes('pull_request_target') ? [target] : [];
  for (const job of jobsOf(workflow)) {
    const where = (path = job.path) => `line ${workflow.line(path)}: job ${job.name}`;
    for (const { value, path } of stepsOf(job)) {
      const checkout = String(at(value, 'uses')).startsWith('actions/checkout@');
      if (checkout && at(value, 'with', 'persist-credentials') !== false)
        problems.push(`${where(path)}: actions/checkout without persist-credentials: false`);
    }
    const secrets = storedSecrets(job);
    if (secrets.length === 0) continue;
    if (!at(job.value, 'environment'))
      problems.push(`${where()}: reads ${secrets.join(', ')} without an environment`);
    if (on.includes('issue_comment'))
      problems.push(`${where()}: reads ${secrets.join(', ')} where anyone's comment starts it`);
    for (const { value, path } of stepsOf(job))
      for (const problem of commandsOf(value).map(installProblem))
        if (problem) problems.push(`${where(path)}: ${problem}`);
  }
  return problems;
}
