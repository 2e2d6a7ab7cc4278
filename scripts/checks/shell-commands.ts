// The simple commands of a `run:` script, as words, however its lines are joined or quoted.
import { parse } from 'shell-quote';

/** Words a command may start with that only lead into the command proper. */
const LEADING = /^(?:then|do|else|elif|if|while|until|!|\{|sudo|exec|time|command|env|\w+=.*)$/;

/** A line's words and operators (variables as written); plain words where the parser gives up. */
function entries(line: string): ReturnType<typeof parse> {
  try {
    return parse(line, (name) => `$${name}`);
  } catch {
    return line.split(/\s+/);
  }
}

export function shellCommands(script: string): string[][] {
  const commands: string[][] = [];
  // A workflow expression is filled in before the shell sees the script; its value is unknown.
  const plain = script.replace(/\$\{\{[\s\S]*?\}\}/g, '_').replace(/\\\r?\n/g, ' ');
  for (const line of plain.split('\n')) {
    let words: string[] = [];
    for (const entry of [...entries(line), { op: ';' as const }]) {
      if (typeof entry === 'string') {
        if (entry !== '' && (words.length > 0 || !LEADING.test(entry))) words.push(entry);
      } else if ('op' in entry) {
        if (words.length > 0) commands.push(words);
        words = [];
      } else if ('comment' in entry) break;
    }
    if (words.length > 0) commands.push(words);
  }
  return commands;
}
