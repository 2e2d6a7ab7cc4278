/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { requiredChecks } from './ci-checks';
import { FORK_SETTINGS } from './actions-settings';
import { GITHUB_ACTIONS_APP } from './rulesets';
import { answers, type Answers, check, CHECKS, REPO } from './answers.test-utils';

test('CI’s checks to require: the fast checks on each Node.js line and every shard, no preview', () => {
  expect(CHECKS.length).toBeGreaterThanOrEqual(3);
  expect(CHECKS.some((name) => /preview/i.test(name))).toBe(false);
  expect(CHECKS.every((name) => !name.includes('${{'))).toBe(true);
});

test('a repository set up as the page says passes every line', () => {
  const lines = check(answers());
  expect(lines.filter((line) => !line.startsWith('✓'))).toEqual([]);
  expect(lines).toContain('✓ environment production is limited to main');
  expect(lines).toContain('✓ only the owner creates, moves or deletes tags');
});

test('an environment open to every branch, or holding another’s secret, is named', () => {
  const given = answers();
  const environments = given[`repos/${REPO}/environments`] as { environments: Answers[] };
  environments.environments.find((env) => env.name === 'notify')!.deployment_branch_policy = null;
  given[`repos/${REPO}/environments/production/secrets`] = {
    total_count: 2,
    secrets: [{ name: 'AZURE_STATIC_WEB_APPS_API_TOKEN' }, { name: 'CONTACT_TABLE_URL' }],
  };
  const lines = check(given);
  expect(lines).toContain(
    '✗ environment notify is not limited to selected branches: limit it to main',
  );
  expect(lines).toContain(
    '✗ environment production also holds CONTACT_TABLE_URL: move or delete it',
  );
});

test('previews are optional: without their environments the check notes it and passes', () => {
  const given = answers();
  const environments = given[`repos/${REPO}/environments`] as { environments: Answers[] };
  environments.environments = environments.environments.filter(
    (env) => env.name !== 'preview' && env.name !== 'preview-build',
  );
  const lines = check(given);
  expect(lines.filter((line) => line.startsWith('✗'))).toEqual([]);
  expect(lines).toContain(
    '! environment preview does not exist: only previews need it (docs/owner/setup.md, step 11)',
  );
  expect(lines).toContain(
    '! environment preview-build does not exist: only previews need it (docs/owner/setup.md, step 11)',
  );
  environments.environments = environments.environments.filter((env) => env.name !== 'notify');
  expect(check(given)).toContain('✗ environment notify does not exist (docs/owner/setup.md)');
});

test('a ruleset without a required check of CI’s, or with a preview’s, says which', () => {
  const given = answers();
  const main = given[`repos/${REPO}/rulesets/42`] as { rules: { parameters?: Answers }[] };
  main.rules[3]!.parameters!.required_status_checks = [
    ...CHECKS.slice(1).map((context) => ({ context, integration_id: GITHUB_ACTIONS_APP })),
    { context: 'Preview of this pull request', integration_id: GITHUB_ACTIONS_APP },
  ];
  expect(check(given)).toContain(
    `✗ main's required checks differ from CI's: add "${CHECKS[0]}", remove "Preview of this pull request"`,
  );
});

test('what the login or plan cannot read is said so, and the rest is still checked', () => {
  const lines = check(answers(), {
    [`repos/${REPO}/rulesets`]: 403,
    [`repos/${REPO}/actions/permissions/fork-pr-workflows-private-repos`]: 404,
  });
  expect(lines).toContain(
    '? rulesets: GitHub answered 403 (this login or plan cannot read it); check it by hand',
  );
  expect(lines).toContain(
    `? ${FORK_SETTINGS}: GitHub answered 404 (this login or plan cannot read it); check it by hand`,
  );
  expect(lines).toContain('✓ environment purge is limited to main');
});

test('a public repository is told what its digest issue shows', () => {
  const given = answers();
  (given[`repos/${REPO}`] as Answers).private = false;
  expect(check(given).at(-1)).toMatch(/^! the repository is public: anyone can read the digest/);
});

test('setup.md asks for exactly the checks CI has', () => {
  const page = readFileSync('docs/owner/setup.md', 'utf8');
  const listed = page.slice(
    page.indexOf('Require status checks to pass'),
    page.indexOf('Block force'),
  );
  expect([...listed.matchAll(/^\s+- `([^`]+)`$/gm)].map(([, name]) => name)).toEqual(CHECKS);
});

test('a tag rule named main is no branch rule', () => {
  const given = answers();
  given[`repos/${REPO}/environments/purge/deployment-branch-policies`] = {
    total_count: 1,
    branch_policies: [{ id: 1, name: 'main', type: 'tag' }],
  };
  expect(check(given)).toContain('✗ environment purge allows the tag rule main: main only');
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

test('an action left unpinned, or a token that may write, is named', () => {
  const given = answers();
  (given[`repos/${REPO}/actions/permissions`] as Answers).sha_pinning_required = false;
  (given[`repos/${REPO}/actions/permissions/workflow`] as Answers).default_workflow_permissions =
    'write';
  const lines = check(given);
  expect(lines).toContain('✗ actions need not be pinned to a full commit SHA: require it');
  expect(lines).toContain('✗ the repository token may write by default: make it read-only');
});
