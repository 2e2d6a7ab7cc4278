// What an owner's guide may ask them to type: in its ```sh blocks, every `npm run` script exists,
// our scripts are given only options they accept, and every $VARIABLE was set before its use.
import { errorMessage } from '../build/errors';
import { shellCommands } from './shell-commands';

/** What the guide is checked against: package.json's scripts, and how each script reads argv. */
export type GuideContext = {
  scripts: readonly string[];
  /** Each script whose options are known: throws on argv it refuses. */
  parsers: Record<string, (argv: string[]) => unknown>;
};

const SHELL = new Set(['HOME', 'PATH', 'PWD', 'USER']);
/** A line that only sets variables (`export NAME=…`, `NAME=…`): they hold for the lines after it. */
const ASSIGNMENTS = /^(?:export\s+)?(?:[A-Za-z_]\w*=(?:'[^']*'|"[^"]*"|\S*)\s*)+(?:#.*)?$/;

export function shellBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^([ \t]*)```sh\n([\s\S]*?)^\1```/gm)].map(([, indent, body]) =>
    (body ?? '').replace(new RegExp(`^${indent}`, 'gm'), ''),
  );
}

function expanded(line: string): string[] {
  const code = line.replace(/'[^']*'/g, "''").replace(/(^|\s)#.*$/, '');
  return [...code.matchAll(/\$\{?([A-Za-z_]\w*)/g)].map(([, name]) => name ?? '');
}

/** An npm script run (`npm run` and its name, `npm start`, `npm test`) and its words after `--`. */
function npmScript(words: string[]): { script: string; args: string[] } | undefined {
  if (words[0] !== 'npm') return undefined;
  const [command, ...rest] = words.slice(1).filter((word) => !/^(-s|--silent)$/.test(word));
  if (command === 'start' || command === 'test') return { script: command, args: rest.slice(1) };
  if (command !== 'run' && command !== 'run-script') return undefined;
  const [script = '', ...tail] = rest;
  const dashes = tail.indexOf('--');
  return { script, args: dashes === -1 ? tail : tail.slice(dashes + 1) };
}

/** Each problem of the guide's shell blocks, as "block N: …". */
export function shellBlockProblems(markdown: string, { scripts, parsers }: GuideContext): string[] {
  const problems: string[] = [];
  const set = new Set<string>();
  shellBlocks(markdown).forEach((block, index) => {
    const where = `block ${index + 1}`;
    for (const line of block.split('\n')) {
      for (const name of expanded(line))
        if (!set.has(name) && !SHELL.has(name))
          problems.push(`${where}: $${name} is used before any block sets it`);
      if (ASSIGNMENTS.test(line.trim()))
        for (const [, name] of line.matchAll(/([A-Za-z_]\w*)=/g)) set.add(name ?? '');
      for (const words of shellCommands(line)) {
        const run = npmScript(words);
        if (!run) continue;
        const { script, args } = run;
        if (!scripts.includes(script)) {
          problems.push(`${where}: npm run ${script}: package.json has no such script`);
          continue;
        }
        const parse = parsers[script];
        if (!parse && args.length > 0)
          problems.push(`${where}: npm run ${script} ${args.join(' ')}: its options are unknown`);
        try {
          parse?.(args);
        } catch (error) {
          const reason = errorMessage(error).split('\n')[0];
          problems.push(`${where}: npm run ${script} -- ${args.join(' ')}: ${reason}`);
        }
      }
    }
  });
  return problems;
}
