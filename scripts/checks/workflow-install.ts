// A package's install script runs with whatever the job holds: a job that reads a secret installs
// with --ignore-scripts and rebuilds only the packages it names (npm rebuild esbuild), so that no
// dependency's script runs beside the secret unasked.
import { shellCommands } from './shell-commands';
import { at, jobsOf, stepsOf, type Workflow } from './workflow-file';
import { storedSecrets } from './workflow-reads';

/** npm's install commands and their aliases, each of which runs the packages' install scripts. */
const INSTALLS = new Set(
  ['install', 'i', 'in', 'ins', 'inst', 'insta', 'instal', 'isnt', 'isnta', 'isntal', 'isntall']
    .concat(['add', 'ci', 'clean-install', 'ic', 'install-clean', 'isntall-clean'])
    .concat(['install-test', 'it', 'install-ci-test', 'cit']),
);

/** What is wrong with one npm command in a job that reads a secret. */
function npmProblem(words: string[]): string | undefined {
  if (words[0] !== 'npm' && !words[0]?.endsWith('/npm')) return undefined;
  const [command, ...rest] = words.slice(1).filter((word) => !word.startsWith('-'));
  const ignoresScripts = words.some((word) => /^--ignore-scripts(?:=true)?$/.test(word));
  if (command && INSTALLS.has(command) && !ignoresScripts)
    return `"${words.join(' ')}" runs every dependency's install script: add --ignore-scripts`;
  if ((command === 'rebuild' || command === 'rb') && rest.length === 0 && !ignoresScripts)
    return `"${words.join(' ')}" runs every dependency's install script: name the packages`;
  return undefined;
}

export function installProblems(workflow: Workflow): string[] {
  return jobsOf(workflow).flatMap((job) => {
    if (storedSecrets(job).length === 0) return [];
    return stepsOf(job).flatMap((step) =>
      shellCommands(String(at(step.value, 'run') ?? '')).flatMap((words) => {
        const problem = npmProblem(words);
        const where = `line ${workflow.line([...step.path, 'run'])}: job ${job.name}`;
        return problem ? [`${where}: ${problem}`] : [];
      }),
    );
  });
}
