/** @jest-environment node */
// Each setting of docs/owner/setup.md weakened alone turns its own line, and only it, to ✗.
import { expect, test } from '@jest/globals';
import { answers, type Answers, check, CHECKS, REPO } from './answers.test-utils';

type Rule = { type: string; parameters?: Answers };
type Ruleset = {
  rules: Rule[];
  bypass_actors: Answers[];
  conditions: { ref_name: { include: string[]; exclude: string[] } };
};
const WRITE_ROLE = { actor_id: 4, actor_type: 'RepositoryRole', bypass_mode: 'always' };
const OR_OFF = ', or untick "Run workflows from fork pull requests"';
const DEFAULT_BRANCH = '✗ the default branch is develop: make it main (Settings → General)';

/** Each setting of setup.md weakened alone: the line it turns ✗, with its fix. */
const weakened: [string, (given: Answers) => void, unknown][] = [
  [
    'approvals that survive a push',
    (given) => (review(given).dismiss_stale_reviews_on_push = false),
    '✗ approvals outlive the pushes after them: tick "Dismiss stale pull request approvals when new commits are pushed"',
  ],
  [
    'a last push nobody approved',
    (given) => (review(given).require_last_push_approval = false),
    '✗ the last push of a pull request needs no approval: tick "Require approval of the most recent reviewable push"',
  ],
  [
    'no approval',
    (given) => (review(given).required_approving_review_count = 0),
    '✗ main does not require a pull request with one approval: require it',
  ],
  [
    'a required check any app or status may report',
    (given) => {
      const checks = rule(given, 42, 'required_status_checks').parameters!;
      (checks.required_status_checks as Answers[])[0]!.integration_id = null;
    },
    `✗ a status anyone may post can pass for "${CHECKS[0]}": choose GitHub Actions as the source of each required check`,
  ],
  [
    'the Write role in main’s bypass list',
    (given) => ruleset(given, 42).bypass_actors.push(WRITE_ROLE),
    '✗ the main ruleset\'s bypass list is not the Repository admin role alone (RepositoryRole 4): leave that role alone in it, "Always allow"',
  ],
  [
    'the Write role in the tags’ bypass list',
    (given) => ruleset(given, 43).bypass_actors.push(WRITE_ROLE),
    '✗ the tags ruleset\'s bypass list is not the Repository admin role alone (RepositoryRole 4): leave that role alone in it, "Always allow"',
  ],
  [
    'a user instead of the admin role in main’s bypass list',
    (given) => (ruleset(given, 42).bypass_actors = [{ actor_id: 7, actor_type: 'User' }]),
    '✗ the main ruleset\'s bypass list is not the Repository admin role alone (User 7, no Repository admin role): leave that role alone in it, "Always allow"',
  ],
  [
    'a second admin',
    (given) =>
      (admins(given) as Answers[]).push({ login: 'helper', type: 'User', role_name: 'admin' }),
    '✗ helper is an admin too, so may bypass the rulesets: give them the Write role or less (Settings → Collaborators)',
  ],
  [
    'a tag ruleset that restricts creations alone',
    (given) => (ruleset(given, 43).rules = [{ type: 'creation' }]),
    '✗ tags may be moved or deleted by anyone with write access: tick "Restrict updates" and "Restrict deletions" in the tag ruleset',
  ],
  [
    'a tag ruleset that lets anyone create tags',
    (given) => (ruleset(given, 43).rules = ruleset(given, 43).rules.slice(1)),
    '✗ tags may be created by anyone with write access: tick "Restrict creations" in the tag ruleset',
  ],
  [
    'a public repository’s fork runs approved for first-time contributors only',
    (given) => {
      repository(given).private = false;
      given[`repos/${REPO}/actions/permissions/fork-pr-contributor-approval`] = {
        approval_policy: 'first_time_contributors',
      };
    },
    [
      '✗ forks\' workflows run without your approval (first_time_contributors): choose "Require approval for all external contributors"',
      expect.stringMatching(/^! the repository is public/),
    ],
  ],
  [
    'a private repository’s fork runs handed secrets',
    (given) => (forks(given).send_secrets_and_variables = true),
    `✗ forks' pull requests get your secrets and variables: untick "Send secrets and variables to workflows from fork pull requests"${OR_OFF}`,
  ],
  [
    'a private repository’s fork runs handed a write token',
    (given) => (forks(given).send_write_tokens_to_workflows = true),
    `✗ forks' pull requests get a token that writes: untick "Send write tokens to workflows from fork pull requests"${OR_OFF}`,
  ],
  [
    'a private repository’s fork runs without approval',
    (given) => (forks(given).require_approval_for_fork_pr_workflows = false),
    `✗ forks' pull requests run workflows without your approval: tick "Require approval for fork pull request workflows"${OR_OFF}`,
  ],
  [
    'main excluded from main’s ruleset',
    (given) => (refs(given, 42).exclude = ['refs/heads/main']),
    '✗ the main ruleset excludes refs/heads/main: remove every exclusion',
  ],
  [
    'the default branch excluded from main’s ruleset',
    (given) => (refs(given, 42).exclude = ['~DEFAULT_BRANCH']),
    '✗ the main ruleset excludes ~DEFAULT_BRANCH: remove every exclusion',
  ],
  [
    'a tag called main excluded from the tags’ ruleset',
    (given) => (refs(given, 43).exclude = ['refs/tags/main']),
    '✗ the tags ruleset excludes refs/tags/main: remove every exclusion',
  ],
  [
    'every tag excluded from the tags’ ruleset',
    (given) => (refs(given, 43).exclude = ['~ALL']),
    '✗ the tags ruleset excludes ~ALL: remove every exclusion',
  ],
  [
    'another default branch, main’s ruleset naming main',
    (given) => {
      repository(given).default_branch = 'develop';
      refs(given, 42).include = ['refs/heads/main'];
    },
    DEFAULT_BRANCH,
  ],
  [
    'another default branch, main’s ruleset on the default branch',
    (given) => (repository(given).default_branch = 'develop'),
    ['✗ no active ruleset guards main (docs/owner/setup.md)', DEFAULT_BRANCH],
  ],
  [
    'force pushes',
    (given) =>
      (ruleset(given, 42).rules = ruleset(given, 42).rules.filter(
        (each) => each.type !== 'non_fast_forward',
      )),
    '✗ main may be force-pushed: tick "Block force pushes"',
  ],
  [
    'deleting main',
    (given) =>
      (ruleset(given, 42).rules = ruleset(given, 42).rules.filter(
        (each) => each.type !== 'deletion',
      )),
    '✗ main may be deleted: tick "Restrict deletions"',
  ],
];
const ruleset = (given: Answers, id: number) => given[`repos/${REPO}/rulesets/${id}`] as Ruleset;
const refs = (given: Answers, id: number) => ruleset(given, id).conditions.ref_name;
const repository = (given: Answers) => given[`repos/${REPO}`] as Answers;
const forks = (given: Answers) =>
  given[`repos/${REPO}/actions/permissions/fork-pr-workflows-private-repos`] as Answers;
const rule = (given: Answers, id: number, type: string) =>
  ruleset(given, id).rules.find((each) => each.type === type)!;
const review = (given: Answers) => rule(given, 42, 'pull_request').parameters!;
const admins = (given: Answers) =>
  given[`repos/${REPO}/collaborators?affiliation=all&permission=admin&per_page=100`];

test.each(weakened)('%s turns its line, and only it, to ✗', (_, weaken, line) => {
  const given = answers();
  weaken(given);
  expect(check(given).filter((each) => !each.startsWith('✓'))).toEqual([line].flat());
});

test('the owner the only admin, and forks’ runs off or waiting for approval, are each a ✓ line', () => {
  const given = answers();
  const lines = check(given);
  expect(lines).toContain(
    "✓ owner is the repository's only admin: only the owner bypasses the rulesets",
  );
  expect(lines).toContain(
    "✓ forks' pull requests run workflows only once you approve, with no secret and a read-only token",
  );
  expect(lines).toContain("✓ main's required checks count only when GitHub Actions reports them");
  Object.assign(forks(given), {
    run_workflows_from_fork_pull_requests: false,
    send_secrets_and_variables: true,
  });
  expect(check(given)).toContain("✓ forks' pull requests run no workflow");
});
