// Answers in the shape GitHub's REST API documents them (written by hand from its reference: nothing
// here reaches GitHub), for a repository set up as docs/owner/setup.md says; each test changes what
// it is about.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import recorded from './__fixtures__/github-setup.json';
import type { Answer } from './github-answers';
import { setupCheckLines } from './check';
import { requiredChecks } from './ci-checks';
import { GITHUB_ACTIONS_APP } from './rulesets';

export const REPO = 'owner/consultant-site';
export const CHECKS = requiredChecks(parse(readFileSync('.github/workflows/ci.yml', 'utf8')));

export type Answers = Record<string, unknown>;
export function answers(): Answers {
  const copy = structuredClone(recorded) as Answers;
  const main = copy[`repos/${REPO}/rulesets/42`] as { rules: { parameters?: Answers }[] };
  main.rules[3]!.parameters!.required_status_checks = CHECKS.map((context) => ({
    context,
    integration_id: GITHUB_ACTIONS_APP,
  }));
  return copy;
}
const apiOf =
  (given: Answers, failing: Record<string, number> = {}) =>
  (path: string): Answer =>
    failing[path]
      ? { ok: false, status: failing[path] }
      : path in given
        ? { ok: true, body: given[path] }
        : { ok: false, status: 404 };
export const check = (given: Answers, failing?: Record<string, number>) =>
  setupCheckLines(apiOf(given, failing), REPO, CHECKS);
