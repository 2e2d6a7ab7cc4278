// What a part of a workflow reads through its expressions: the `${{ … }}` in any of its strings
// and its `if:` conditions, which are expressions without the braces.
import { requiredComparisons } from './github-condition';
import { embeddedExpressions, parseExpression, pathsRead } from './github-expression';
import { at, type Job, type Path, type Workflow } from './workflow-file';

type Source = { source: string; path: Path };

/** Every expression written in a value, with where it was written. */
function expressionsIn(value: unknown, path: Path = []): Source[] {
  if (typeof value === 'string')
    return embeddedExpressions(value).map((source) => ({ source, path }));
  if (Array.isArray(value))
    return value.flatMap((item, index) => expressionsIn(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'if' && !String(item).includes('${{')
      ? [{ source: String(item), path: [...path, key] }]
      : expressionsIn(item, [...path, key]),
  );
}

/** The property paths a value's expressions read; one that does not parse reads nothing here. */
export function pathsIn(value: unknown): string[][] {
  return expressionsIn(value).flatMap(({ source }) => {
    try {
      return pathsRead(parseExpression(source));
    } catch {
      return [];
    }
  });
}

/** Every expression that GitHub's parser refuses, since no rule can see what it reads. */
export function unparsedProblems(workflow: Workflow): string[] {
  return expressionsIn(workflow.value).flatMap(({ source, path }) => {
    try {
      parseExpression(source);
      return [];
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return [
        `line ${workflow.line(path)}: cannot read the expression "${source.trim()}": ${reason}`,
      ];
    }
  });
}

/** Whether a path read may reach the target path: one is a prefix of the other, `*` matching any. */
export const reaches = (path: readonly string[], target: readonly string[]): boolean =>
  path
    .slice(0, target.length)
    .every((part, index) => part === '*' || part.toLowerCase() === target[index]?.toLowerCase());

/** The stored secrets a job reads (`*` for all of them); the repository token is not one. */
export function storedSecrets(job: Job): string[] {
  const names = pathsIn(job.value)
    .filter(([context]) => context?.toLowerCase() === 'secrets')
    .map(([, name]) => name ?? '*')
    .filter((name) => name.toUpperCase() !== 'GITHUB_TOKEN');
  if (at(job.value, 'secrets') === 'inherit') names.push('*');
  return [...new Set(names)];
}

/**
 * For each way a job's `if:` can hold (a job without one always runs), the comparisons that way
 * requires; undefined when the condition cannot be read.
 */
export function ifWays(job: Job): string[][] | undefined {
  try {
    return requiredComparisons(String(at(job.value, 'if') ?? 'true'));
  } catch {
    return undefined;
  }
}
