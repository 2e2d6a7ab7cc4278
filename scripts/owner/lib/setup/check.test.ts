/** @jest-environment node */
// setup-check against GitHub's answers (each under its path after repos/OWNER/REPO) for a repository
// set up as docs/owner/setup.md says, written by hand from its REST reference: nothing reaches GitHub.
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { parse } from 'yaml';
import recorded from './__fixtures__/github-setup.json';
import { FORK_SETTINGS } from './actions-settings';
import { setupCheckLines } from './check';
import { requiredChecks } from './ci-checks';
import { GITHUB_ACTIONS_APP } from './rulesets';

const REPO = 'owner/consultant-site';
const CHECKS = requiredChecks(parse(readFileSync('.github/workflows/ci.yml', 'utf8')));

type Answers = Record<string, unknown>;
function answers(): Answers {
  const copy = structuredClone(recorded) as Answers;
  rule(copy, 'required_status_checks').parameters!.required_status_checks = CHECKS.map(
    (context) => ({ context, integration_id: GITHUB_ACTIONS_APP }),
  );
  return copy;
}
// A number in place of an answer is the HTTP status GitHub refused with.
const notPassed = (given: Answers) =>
  setupCheckLines(
    (path) => {
      const body = given[path.replace(`repos/${REPO}`, '')];
      if (typeof body === 'number') return { ok: false, status: body };
      return body === undefined ? { ok: false, status: 404 } : { ok: true, body };
    },
    REPO,
    CHECKS,
  ).filter((line) => !line.startsWith('✓'));

const at = <T = Answers>(given: Answers, path: string) => given[path] as T;
type Ruleset = {
  rules: { type: string; parameters?: Answers }[];
  bypass_actors: Answers[];
  conditions: { ref_name: { include: string[]; exclude: string[] } };
};
const ruleset = (given: Answers, id: number) => at<Ruleset>(given, `/rulesets/${id}`);
const refs = (given: Answers, id: number) => ruleset(given, id).conditions.ref_name;
const rule = (given: Answers, type: string) =>
  ruleset(given, 42).rules.find((each) => each.type === type)!;
const drop = (given: Answers, id: number, type: string) =>
  (ruleset(given, id).rules = ruleset(given, id).rules.filter((each) => each.type !== type));
const review = (given: Answers) => rule(given, 'pull_request').parameters!;
const environments = (given: Answers) => at<{ environments: Answers[] }>(given, '/environments');
const env = (given: Answers, name: string) =>
  environments(given).environments.find((each) => each.name === name)!;
const leave = (given: Answers, ...names: string[]) =>
  (environments(given).environments = environments(given).environments.filter(
    (each) => !names.includes(String(each.name)),
  ));
const forks = (given: Answers) => at(given, '/actions/permissions/fork-pr-workflows-private-repos');
const ADMINS = '/collaborators?affiliation=all&permission=admin&per_page=100';
const WRITE_ROLE = { actor_id: 4, actor_type: 'RepositoryRole' };
const BYPASS =
  'bypass list is not the Repository admin role alone (RepositoryRole 4): leave that role alone in it, "Always allow"';
const OR_OFF = ', or untick "Run workflows from fork pull requests"';
const PUBLIC =
  '! the repository is public: anyone can read the digest issue (request counts, times, when the SAS expires); see docs/owner/setup.md for keeping it to yourself';
const PREVIEWS = ': only previews need it (docs/owner/setup.md, step 11)';
const DEFAULT_BRANCH = '✗ the default branch is develop: make it main (Settings → General)';
const cannot = (what: string, status: number) =>
  `? ${what}: GitHub answered ${status} (this login or plan cannot read it); check it by hand`;

/** Each setting of setup.md weakened alone, under the lines that then are all that are not ✓. */
const WEAKENED: Record<string, (given: Answers) => unknown> = {
  '✗ environment notify is not limited to selected branches: limit it to main': (given) =>
    (env(given, 'notify').deployment_branch_policy = null),
  // A tag rule named main would let a tag called main deploy.
  '✗ environment purge allows the tag rule main: main only': (given) =>
    (at(given, '/environments/purge/deployment-branch-policies').branch_policies = [
      { name: 'main', type: 'tag' },
    ]),
  '✗ environment production also holds CONTACT_TABLE_URL: move or delete it': (given) =>
    (at(given, '/environments/production/secrets').secrets = [
      { name: 'AZURE_STATIC_WEB_APPS_API_TOKEN' },
      { name: 'CONTACT_TABLE_URL' },
    ]),
  '✗ environment purge lacks PURGE_CONNECTION_STRING': (given) =>
    (at(given, '/environments/purge/secrets').secrets = []),
  [`! environment preview does not exist${PREVIEWS}\n! environment preview-build does not exist${PREVIEWS}`]:
    (given) => leave(given, 'preview', 'preview-build'),
  '✗ environment notify does not exist (docs/owner/setup.md)': (given) => leave(given, 'notify'),
  '✗ repository-wide secrets NOTIFY_CONNECTION_STRING: move each into its environment': (given) =>
    (at(given, '/actions/secrets').secrets = [{ name: 'NOTIFY_CONNECTION_STRING' }]),
  '✗ variable NOTICE_ISSUE is not set': (given) =>
    (at(given, '/actions/variables').variables = [{ name: 'CONTACT_SAS_EXPIRES' }]),
  '✗ main does not require a pull request with one approval: require it': (given) =>
    (review(given).required_approving_review_count = 0),
  '✗ approvals outlive the pushes after them: tick "Dismiss stale pull request approvals when new commits are pushed"':
    (given) => (review(given).dismiss_stale_reviews_on_push = false),
  '✗ the last push of a pull request needs no approval: tick "Require approval of the most recent reviewable push"':
    (given) => (review(given).require_last_push_approval = false),
  [`✗ main's required checks differ from CI's: add "${CHECKS[0]}", remove "Preview of this pull request"`]:
    (given) =>
      (rule(given, 'required_status_checks').parameters!.required_status_checks = [
        ...CHECKS.slice(1).map((context) => ({ context, integration_id: GITHUB_ACTIONS_APP })),
        { context: 'Preview of this pull request', integration_id: GITHUB_ACTIONS_APP },
      ]),
  [`✗ a status anyone may post can pass for "${CHECKS[0]}": choose GitHub Actions as the source of each required check`]:
    (given) => {
      const checks = rule(given, 'required_status_checks').parameters!;
      (checks.required_status_checks as Answers[])[0]!.integration_id = null;
    },
  [`✗ the main ruleset's ${BYPASS}`]: (given) => ruleset(given, 42).bypass_actors.push(WRITE_ROLE),
  [`✗ the tags ruleset's ${BYPASS}`]: (given) => ruleset(given, 43).bypass_actors.push(WRITE_ROLE),
  '✗ the main ruleset\'s bypass list is not the Repository admin role alone (User 7, no Repository admin role): leave that role alone in it, "Always allow"':
    (given) => (ruleset(given, 42).bypass_actors = [{ actor_id: 7, actor_type: 'User' }]),
  '✗ helper is an admin too, so may bypass the rulesets: give them the Write role or less (Settings → Collaborators)':
    (given) => at<Answers[]>(given, ADMINS).push({ login: 'helper' }),
  '✗ tags may be moved or deleted by anyone with write access: tick "Restrict updates" and "Restrict deletions" in the tag ruleset':
    (given) => (ruleset(given, 43).rules = [{ type: 'creation' }]),
  '✗ tags may be created by anyone with write access: tick "Restrict creations" in the tag ruleset':
    (given) => drop(given, 43, 'creation'),
  '✗ the main ruleset excludes refs/heads/main: remove every exclusion': (given) =>
    (refs(given, 42).exclude = ['refs/heads/main']),
  '✗ the main ruleset excludes ~DEFAULT_BRANCH: remove every exclusion': (given) =>
    (refs(given, 42).exclude = ['~DEFAULT_BRANCH']),
  '✗ the tags ruleset excludes refs/tags/main: remove every exclusion': (given) =>
    (refs(given, 43).exclude = ['refs/tags/main']),
  '✗ the tags ruleset excludes ~ALL: remove every exclusion': (given) =>
    (refs(given, 43).exclude = ['~ALL']),
  // main's ruleset naming main still guards it; ~DEFAULT_BRANCH then guards another branch.
  [DEFAULT_BRANCH]: (given) => {
    at(given, '').default_branch = 'develop';
    refs(given, 42).include = ['refs/heads/main'];
  },
  [`✗ no active ruleset guards main (docs/owner/setup.md)\n${DEFAULT_BRANCH}`]: (given) =>
    (at(given, '').default_branch = 'develop'),
  '✗ main may be force-pushed: tick "Block force pushes"': (given) =>
    drop(given, 42, 'non_fast_forward'),
  '✗ main may be deleted: tick "Restrict deletions"': (given) => drop(given, 42, 'deletion'),
  '✗ actions need not be pinned to a full commit SHA: require it': (given) =>
    (at(given, '/actions/permissions').sha_pinning_required = false),
  '✗ the repository token may write by default: make it read-only': (given) =>
    (at(given, '/actions/permissions/workflow').default_workflow_permissions = 'write'),
  [`✗ forks' workflows run without your approval (first_time_contributors): choose "Require approval for all external contributors"\n${PUBLIC}`]:
    (given) => {
      at(given, '').private = false;
      at(given, '/actions/permissions/fork-pr-contributor-approval').approval_policy =
        'first_time_contributors';
    },
  [`✗ forks' pull requests get your secrets and variables: untick "Send secrets and variables to workflows from fork pull requests"${OR_OFF}`]:
    (given) => (forks(given).send_secrets_and_variables = true),
  [`✗ forks' pull requests get a token that writes: untick "Send write tokens to workflows from fork pull requests"${OR_OFF}`]:
    (given) => (forks(given).send_write_tokens_to_workflows = true),
  [`✗ forks' pull requests run workflows without your approval: tick "Require approval for fork pull request workflows"${OR_OFF}`]:
    (given) => (forks(given).require_approval_for_fork_pr_workflows = false),
  // What this login or plan cannot read is said so, and the rest is still checked.
  [`${cannot('rulesets', 403)}\n${cannot(FORK_SETTINGS, 404)}`]: (given) => {
    given['/rulesets'] = 403;
    delete given['/actions/permissions/fork-pr-workflows-private-repos'];
  },
};

test('a repository set up as the page says passes every line, forks that run no workflow too', () => {
  const given = answers();
  expect(notPassed(given)).toEqual([]);
  Object.assign(forks(given), {
    run_workflows_from_fork_pull_requests: false,
    send_secrets_and_variables: true,
  });
  expect(notPassed(given)).toEqual([]);
});

test.each(Object.entries(WEAKENED))('weakened alone, all that is not ✓ is %s', (lines, weaken) => {
  const given = answers();
  weaken(given);
  expect(notPassed(given)).toEqual(lines.split('\n'));
});

test('setup.md asks for exactly the checks CI has', () => {
  const page = readFileSync('docs/owner/setup.md', 'utf8');
  const listed = page.slice(
    page.indexOf('Require status checks to pass'),
    page.indexOf('Block force'),
  );
  expect([...listed.matchAll(/^\s+- `([^`]+)`$/gm)].map(([, name]) => name)).toEqual(CHECKS);
});

test('a check is named as GitHub names it: the job’s id without a name, every matrix pair', () => {
  const ci = {
    jobs: {
      lint: { 'runs-on': 'x' },
      test: {
        name: 'Test ${{ matrix.os }} ${{ matrix.node }}',
        strategy: { matrix: { os: ['a', 'b'], node: [1, 2] } },
      },
      preview: { name: 'Preview', if: "github.event_name == 'pull_request'" },
    },
  };
  expect(requiredChecks(ci)).toEqual(['lint', 'Test a 1', 'Test a 2', 'Test b 1', 'Test b 2']);
});
