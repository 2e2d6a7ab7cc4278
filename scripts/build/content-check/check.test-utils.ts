// The repository's content with __fixtures__/site written over it: the tests' edits live in those
// small files, so a new content file needs no copy here.
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import { checkSiteContent, contentWarnings } from './check';
import { formatProblem } from '@/lib/content/problem';

const ROOT = join(__dirname, '../../..');

/** What an author edits, as the repository has it: each folder by where it is copied to. */
const SHIPPED = Object.fromEntries(
  ['content', 'messages', 'public'].map((folder) => [folder, join(ROOT, folder)]),
);

export const FIXTURE_SITE = { ...SHIPPED, '.': join(__dirname, '__fixtures__/site') };

/** Pictures are looked up from the folder the check runs in: a test runs in SITE (chdir). */
export const SITE = mkdtempSync(join(tmpdir(), 'content-check-'));
for (const [to, from] of Object.entries(FIXTURE_SITE))
  cpSync(from, join(SITE, to), { recursive: true });

type Edits = Record<string, (text: string) => string>;

const reader = (edits: Edits) => (file: string) => {
  const path = join(SITE, file);
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  return edits[file]?.(text) ?? text;
};

export const problemsWith = (edits: Edits = {}, codeWords?: ReadonlySet<string>) =>
  checkSiteContent(reader(edits), codeWords).map(formatProblem);

export const warningsWith = (edits: Edits = {}) =>
  contentWarnings(reader(edits)).map(formatProblem);

/** Replaces exactly one occurrence, so that a fixture change cannot quietly turn off a test. */
export const once = (from: string, to: string) => (text: string) => {
  expect(text.split(from)).toHaveLength(2);
  return text.replace(from, to);
};
