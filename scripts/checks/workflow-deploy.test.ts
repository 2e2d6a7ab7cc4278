/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { stringify } from 'yaml';
import { deployProblems } from './workflow-deploy';
import { readWorkflow } from './workflow-file';

const run = 'github.event.workflow_run';
const manual = "github.event_name == 'workflow_dispatch' && github.ref == 'refs/heads/main'";
const afterCi = [
  `${run}.conclusion == 'success'`,
  `${run}.event == 'push'`,
  `${run}.head_branch == 'main'`,
  `${run}.head_repository.full_name == github.repository`,
];

/** The problems of a deploy workflow whose job holds a secret and runs on the condition given. */
function problems(
  condition: string | undefined,
  on: object = { workflow_run: {}, workflow_dispatch: {} },
) {
  const job = {
    'runs-on': 'x',
    if: condition,
    steps: [{ run: 'deploy', env: { T: '${{ secrets.T }}' } }],
  };
  return deployProblems(readWorkflow('deploy.yml', stringify({ on, jobs: { deploy: job } })));
}

test('deploys by hand on main, or after CI passed for a push to this repository’s main', () => {
  expect(problems(`(${manual}) || (${afterCi.join(' && ')})`)).toEqual([]);
  // Written otherwise, the same condition.
  const swapped = "'success' == github['event']['workflow_run']['conclusion']";
  expect(problems(`\${{ ${[swapped, ...afterCi.slice(1)].join(' && ')} || ${manual} }}`)).toEqual(
    [],
  );
});

test('an || true lets any CI run deploy', () => {
  expect(problems(`${manual} || ${afterCi.join(' && ')} || true`)).toEqual([
    expect.stringMatching(
      /^line \d+: job deploy: a run after CI may deploy without checking .*conclusion.* and .*event.* and .*head_branch.* and .*full_name/,
    ),
  ]);
});

test('a check that another branch of an || goes around checks nothing', () => {
  const [first, second, branch, repository] = afterCi;
  const bypassed = `${first} && ${second} && ${repository} && (${branch} || github.actor == 'me')`;
  expect(problems(`${manual} || ${bypassed}`)).toEqual([
    expect.stringMatching(/^line \d+: job deploy: a run after CI may deploy without checking/),
  ]);
  expect(problems(`${manual} || ${bypassed}`)[0]).toMatch(new RegExp(`checking ${branch}$`));
});

test.each(afterCi)('a deploy after CI checks %s', (check) => {
  const others = afterCi.filter((other) => other !== check);
  expect(problems(`${manual} || ${others.join(' && ')}`)).toEqual([
    expect.stringContaining(`a run after CI may deploy without checking ${check}`),
  ]);
});

test('a manual deploy is of main only', () => {
  expect(problems(`github.event_name == 'workflow_dispatch' || ${afterCi.join(' && ')}`)).toEqual([
    expect.stringContaining(
      "a manual run may deploy without checking github.ref == 'refs/heads/main'",
    ),
  ]);
});

test('a job with no condition, or one that cannot be read, may deploy anything', () => {
  expect(problems(undefined)).toEqual([expect.stringContaining('without checking')]);
  expect(problems(`${manual} ||`)).toEqual([expect.stringContaining('cannot be read')]);
});

test('concerns only jobs with secrets in workflows a CI run starts', () => {
  expect(problems('true', { push: {} })).toEqual([]);
  const job = { 'runs-on': 'x', steps: [{ run: 'echo' }] };
  const noSecret = stringify({ on: { workflow_run: {} }, jobs: { build: job } });
  expect(deployProblems(readWorkflow('deploy.yml', noSecret))).toEqual([]);
});
