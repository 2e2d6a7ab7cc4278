// How a problem in a content file is described and printed.
import type { Position } from './json-text';

export type Problem = { file: string; position?: Position; path?: string; reason: string };

export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
    '$',
  );
}

/** `content/skills.json:5:15: $[0].rating: must be at most 5 (found 6)`; editors link the place. */
export function formatProblem({ file, position, path, reason }: Problem): string {
  const place = position ? `${file}:${position.line}:${position.column}` : file;
  return path ? `${place}: ${path}: ${reason}` : `${place}: ${reason}`;
}

export function formatProblems(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `${count} in the site's content:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`;
}

// No stack trace: the place that matters is in the content file, not in the code that read it.
export class ContentError extends Error {
  declare readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
    this.stack = `${this.name}: ${this.message}`;
    // Kept for code, left out when Node prints the error: the message already says it all.
    Object.defineProperty(this, 'problems', { value: problems, enumerable: false });
  }
}
