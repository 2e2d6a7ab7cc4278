// Explains what is wrong in a content file in words for the person editing it, not in code terms.
import leven from 'leven';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue & { input?: unknown };

export type Finding = { path: readonly PropertyKey[]; reason: string };

const KINDS: Record<string, string> = {
  string: 'a text in double quotes',
  number: 'a number',
  int: 'a whole number, with no decimal point',
  boolean: 'true or false',
  array: 'a list [ … ]',
  object: 'an object { … }',
};

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  if (typeof value === 'object') return 'an object';
  return String(value);
}

const quoted = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

const found = (issue: Issue) =>
  issue.input === undefined || typeof issue.input === 'object'
    ? ''
    : ` (found ${kindOf(issue.input)})`;

function bound(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  const big = issue.code === 'too_big';
  if (issue.origin === 'string')
    return limit === 1 && !big
      ? 'must not be empty'
      : `must be ${big ? 'at most' : 'at least'} ${limit} characters`;
  if (issue.origin === 'array')
    return `needs ${big ? 'at most' : 'at least'} ${limit} ${limit === 1 ? 'entry' : 'entries'}`;
  const inclusive = issue.inclusive !== false;
  const words = big ? (inclusive ? 'at most' : 'less than') : inclusive ? 'at least' : 'more than';
  return `must be ${words} ${limit}${found(issue)}`;
}

function discriminatorProblem(issue: Issue & { code: 'invalid_union' }): string | undefined {
  const { discriminator, options } = issue as { discriminator?: PropertyKey; options?: unknown[] };
  if (discriminator === undefined) return undefined;
  const value = (issue.input as Record<PropertyKey, unknown> | undefined)?.[discriminator];
  return `must be one of ${quoted(options ?? [])}${found({ ...issue, input: value })}`;
}

function describe(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `is missing: add it (${KINDS[issue.expected] ?? issue.expected})`
        : `must be ${KINDS[issue.expected] ?? issue.expected}, not ${kindOf(issue.input)}`;
    case 'too_big':
    case 'too_small':
      // A limit of our own says why it is there; zod's own message names only the limit.
      return /^Too (big|small)/.test(issue.message) ? bound(issue) : issue.message;
    case 'invalid_value':
      return `must be one of ${quoted(issue.values)}${found(issue)}`;
    case 'invalid_union':
      return discriminatorProblem(issue) ?? `does not match any allowed shape${found(issue)}`;
    case 'invalid_format':
      // A pattern of our own says what it expects; zod's built-in formats name the format.
      return issue.message.startsWith('Invalid')
        ? `must be a valid ${issue.format === 'url' ? 'https address' : issue.format}${found(issue)}`
        : `${issue.message}${found(issue)}`;
    default:
      return issue.message;
  }
}

/**
 * zod names a misspelt key twice (unknown, and the real one missing from the same object): it
 * becomes one finding that suggests the right spelling.
 */
export function findingsOf(issues: readonly z.core.$ZodIssue[]): Finding[] {
  const list = issues as readonly Issue[];
  const at = (path: readonly PropertyKey[]) => path.map(String).join('\u0000');
  const missing = new Map<string, string[]>();
  for (const issue of list)
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      const parent = at(issue.path.slice(0, -1));
      missing.set(parent, [...(missing.get(parent) ?? []), String(issue.path.at(-1))]);
    }
  const suggested = new Set<string>();
  const findings: Finding[] = [];
  for (const issue of list) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const key of issue.keys) {
      const match = closest(key, missing.get(at(issue.path)) ?? []);
      if (match) suggested.add(at([...issue.path, match]));
      findings.push({
        path: [...issue.path, key],
        reason: match
          ? `unknown key ${JSON.stringify(key)}: did you mean ${JSON.stringify(match)}?`
          : `unknown key ${JSON.stringify(key)}: remove it or check its spelling`,
      });
    }
  }
  for (const issue of list)
    if (issue.code !== 'unrecognized_keys' && !suggested.has(at(issue.path)))
      findings.push({ path: issue.path, reason: describe(issue) });
  return findings;
}

/** Two edits apart, or a third of a long word. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const scored = candidates.map((candidate) => ({ candidate, cost: leven(word, candidate) }));
  const best = scored.sort((a, b) => a.cost - b.cost)[0];
  return best && best.cost <= Math.max(2, Math.ceil(best.candidate.length / 3))
    ? best.candidate
    : undefined;
}
