// The content check on a small site of its own (scripts/build/content-check/__fixtures__/site: two projects, two
// skills, one service, a small catalog), with an author's edits applied. Pictures are looked up
// from the folder the check runs in, so a test using these runs in SITE (process.chdir).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import { checkSiteContent, contentWarnings } from './check';
import { formatProblem } from '@/lib/content/problem';

export const SITE = join(__dirname, '__fixtures__/site');

type Edits = Record<string, (text: string) => string>;

/** The problems the check prints for the fixture site with some files edited. */
export function problemsWith(edits: Edits = {}): string[] {
  const read = (file: string) => {
    const path = join(SITE, file);
    if (!existsSync(path)) return undefined;
    const text = readFileSync(path, 'utf8');
    return edits[file]?.(text) ?? text;
  };
  return checkSiteContent(read).map(formatProblem);
}

/** The warnings the check prints for the fixture site with some files edited. */
export function warningsWith(edits: Edits = {}): string[] {
  const read = (file: string) => {
    const text = readFileSync(join(SITE, file), 'utf8');
    return edits[file]?.(text) ?? text;
  };
  return contentWarnings(read).map(formatProblem);
}

/** Replaces exactly one occurrence, so that a fixture change cannot quietly turn off a test. */
export const once = (from: string, to: string) => (text: string) => {
  expect(text.split(from)).toHaveLength(2);
  return text.replace(from, to);
};
