// What a job reads (its secrets) and when it runs (its if:, as the ways it can hold). A check
// counts only in the one form the workflows write it.
import { at, type Job } from './workflow-file';

/** The stored secrets a job reads (`*` for all of them); the repository token is not one. */
export function storedSecrets(job: Job): string[] {
  const text = JSON.stringify(job.value);
  const names = [...text.matchAll(/\bsecrets(?:\.(\w+)|\[\\?['"](\w+)\\?['"]\])/g)]
    .map(([, dotted, bracketed]) => (dotted ?? bracketed)!)
    .filter((name) => name.toUpperCase() !== 'GITHUB_TOKEN');
  if (at(job.value, 'secrets') === 'inherit' || /\bsecrets\b(?![.[])/.test(text)) names.push('*');
  return [...new Set(names)];
}

/** `&&`, `||`, a bracket, or a comparison (quoted text and calls with their brackets whole). */
const TOKEN = /\s*(&&|\|\||\(|\)|(?:'[^']*'|[^\s()&|']+(?:\([^()]*\))?|\s+(?![&|)]))+)/y;

/** A condition as the ways it can hold (`a && (b || c)`: a and b, or a and c); throws if unread. */
export function waysToHold(source: string): string[][] {
  const text = source.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1').trim();
  const tokens: string[] = [];
  let read = 0;
  for (let match; (match = TOKEN.exec(text)); read = TOKEN.lastIndex)
    tokens.push(match[1]!.replace(/\s+/g, ' ').trim());
  if (read !== text.length) throw new Error(`cannot read ${source}`);
  let i = 0;
  const unit = (): string[][] => {
    const token = tokens[i++];
    if (token !== '(') return [[token ?? '']];
    const ways = anyOf();
    if (tokens[i++] !== ')') throw new Error(`a bracket is not closed in ${source}`);
    return ways;
  };
  const allOf = () => {
    let ways = unit();
    while (tokens[i] === '&&') {
      i += 1;
      const next = unit();
      ways = ways.flatMap((left) => next.map((right) => [...left, ...right]));
    }
    return ways;
  };
  const anyOf = (): string[][] => {
    const ways = allOf();
    while (tokens[i] === '||') {
      i += 1;
      ways.push(...allOf());
    }
    return ways;
  };
  const ways = anyOf();
  if (i !== tokens.length) throw new Error(`cannot read ${source}`);
  return ways;
}

/** The ways a job's if: can hold (none: it always runs); undefined if it cannot be read. */
export function ifWays(job: Job): string[][] | undefined {
  try {
    return waysToHold(String(at(job.value, 'if') ?? 'true'));
  } catch {
    return undefined;
  }
}

/** Whether every way a job's if: can hold requires `check`. */
export const alwaysRequires = (job: Job, check: string) =>
  ifWays(job)?.every((way) => way.includes(check)) ?? false;
