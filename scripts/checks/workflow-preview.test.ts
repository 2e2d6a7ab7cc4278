/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { stringify } from 'yaml';
import { at, jobsOf, readWorkflow, stepsOf } from './workflow-file';
import { previewProblems } from './workflow-preview';
import { workflowRuleProblems } from './lint-workflows';

const SAME_REPOSITORY = 'github.event.pull_request.head.repo.full_name == github.repository';
const OPEN = `github.event_name == 'pull_request' && github.event.action != 'closed' && ${SAME_REPOSITORY}`;
const CLOSED = `github.event_name == 'pull_request' && github.event.action == 'closed' && ${SAME_REPOSITORY}`;
const DEPLOY = 'Azure/static-web-apps-deploy@c514ae36604047560e33605b78f71804967bfb7a';
const TOKEN = '${{ secrets.PREVIEW_STATIC_WEB_APPS_TOKEN }}';

const fast = {
  'runs-on': 'x',
  steps: ['npm run check', 'npm run lint', 'npm run typecheck', 'npx jest --ci'].map((run) => ({
    run,
  })),
};
const preview = {
  'runs-on': 'x',
  needs: 'fast',
  if: OPEN,
  environment: { name: 'preview', url: '${{ steps.upload.outputs.static_web_app_url }}' },
  steps: [
    { run: 'npm run build', env: { URL: '${{ secrets.PREVIEW_CONTACT_TABLE_URL }}' } },
    {
      id: 'upload',
      uses: DEPLOY,
      with: { action: 'upload', azure_static_web_apps_api_token: TOKEN },
    },
  ],
};
const closePreview = {
  'runs-on': 'x',
  if: CLOSED,
  environment: 'preview',
  steps: [{ uses: DEPLOY, with: { action: 'close', azure_static_web_apps_api_token: TOKEN } }],
};
const ON = {
  push: { branches: ['**'] },
  pull_request: { types: ['opened', 'synchronize', 'reopened', 'closed'] },
};

/** The problems of a CI workflow with a preview, its jobs changed as given (undefined: removed). */
function problems(jobs: Record<string, object | undefined> = {}, on: unknown = ON) {
  const all = { fast, preview, 'close-preview': closePreview, ...jobs };
  return previewProblems(readWorkflow('ci.yml', stringify({ on, jobs: all })));
}

test('a preview that keeps every rule', () => {
  expect(problems()).toEqual([]);
});

test('a fork’s pull request gets no secret: each job with one requires this repository’s branch', () => {
  const unguarded = `github.event_name == 'pull_request' && github.event.action != 'closed'`;
  const fork =
    /^line \d+: job preview: a fork could get its secrets: require .*full_name == github.repository/;
  expect(problems({ preview: { ...preview, if: unguarded } })).toEqual([
    expect.stringMatching(fork),
  ]);
  // A guard behind an || that another way goes around guards nothing.
  const bypassed = `${OPEN} || github.event.action != 'closed' && true`;
  expect(problems({ preview: { ...preview, if: bypassed } })).toEqual([
    expect.stringMatching(fork),
  ]);
  expect(problems({ preview: { ...preview, if: `${OPEN} || true` } })).toEqual(
    expect.arrayContaining([expect.stringMatching(fork)]),
  );
  expect(problems({ preview: { ...preview, if: undefined } })).toEqual(
    expect.arrayContaining([expect.stringMatching(fork)]),
  );
  // A condition that cannot be read shows no guard.
  expect(problems({ preview: { ...preview, if: `${OPEN} ||` } })).toEqual(
    expect.arrayContaining([expect.stringMatching(fork)]),
  );
  // The close job holds the token as well.
  const closeUnguarded = `github.event_name == 'pull_request' && github.event.action == 'closed'`;
  expect(problems({ 'close-preview': { ...closePreview, if: closeUnguarded } })).toEqual([
    expect.stringMatching(/^line \d+: job close-preview: a fork could get its secrets/),
  ]);
});

test('a job with a secret where pull requests start the run has the preview environment', () => {
  expect(problems({ preview: { ...preview, environment: 'production' } })).toEqual([
    expect.stringMatching(/^line \d+: job preview: production: not a preview environment$/),
  ]);
  // A job with a secret and no environment at all is the environment rule's, reported once.
  const noEnvironment = { ...closePreview, environment: undefined };
  const all = { fast, preview, 'close-preview': noEnvironment };
  const reported = workflowRuleProblems('ci.yml', stringify({ on: ON, jobs: all }));
  expect(reported.filter((line) => line.includes('job close-preview'))).toEqual([
    expect.stringContaining(
      'job close-preview: reads PREVIEW_STATIC_WEB_APPS_TOKEN without an environment',
    ),
  ]);
});

test('the preview waits for the fast checks', () => {
  const early = /^line \d+: job preview: builds a preview before the fast checks pass/;
  expect(problems({ preview: { ...preview, needs: undefined } })).toEqual([
    expect.stringMatching(early),
  ]);
  // A job that runs some of the checks only is not the fast checks.
  const lint = { 'runs-on': 'x', steps: [{ run: 'npm run lint && npm run typecheck' }] };
  expect(problems({ lint, preview: { ...preview, needs: ['lint'] } })).toEqual([
    expect.stringMatching(early),
  ]);
  // Waiting for a job that waits for them is waiting for them.
  const e2e = { 'runs-on': 'x', needs: 'fast', steps: [{ run: 'npm test' }] };
  expect(problems({ e2e, preview: { ...preview, needs: 'e2e' } })).toEqual([]);
  expect(problems({ lint, e2e, preview: { ...preview, needs: ['lint', 'e2e'] } })).toEqual([]);
});

test('closing the pull request removes its preview, and builds none', () => {
  expect(problems({}, { pull_request: {} })).toEqual([
    expect.stringMatching(/^line \d+: pull_request lacks type closed: previews outlive it/),
  ]);
  expect(problems({}, ['pull_request'])).toEqual([
    expect.stringContaining('pull_request lacks type closed'),
  ]);
  expect(problems({ 'close-preview': undefined })).toEqual([
    expect.stringMatching(/^line \d+: no job removes a preview \(action: close\)/),
  ]);
  const reopenedRemoves = /^line \d+: job close-preview: may remove an open pull request's preview/;
  for (const condition of [
    `github.event_name == 'pull_request' && ${SAME_REPOSITORY}`,
    `${CLOSED} || ${SAME_REPOSITORY}`,
  ])
    expect(problems({ 'close-preview': { ...closePreview, if: condition } })).toEqual(
      expect.arrayContaining([expect.stringMatching(reopenedRemoves)]),
    );
  expect(
    problems({
      preview: { ...preview, if: `github.event_name == 'pull_request' && ${SAME_REPOSITORY}` },
    }),
  ).toEqual([
    expect.stringMatching(/^line \d+: job preview: may build a closed pull request's preview/),
  ]);
});

test('concerns only workflows that pull requests start', () => {
  const unguarded = { ...preview, needs: undefined, if: undefined, environment: 'production' };
  const pushOnly = { push: { branches: ['**'] } };
  expect(problems({ preview: unguarded, 'close-preview': undefined }, pushOnly)).toEqual([]);
});

test('.github/workflows/ci.yml keeps every rule, its preview’s among them', () => {
  const text = readFileSync('.github/workflows/ci.yml', 'utf8');
  expect(workflowRuleProblems('ci.yml', text)).toEqual([]);
  // The preview's rules are among those it is held to: without its close job (its last), it fails.
  const closeJob = text.indexOf('\n  close-preview:\n');
  expect(closeJob).toBeGreaterThan(0);
  expect(workflowRuleProblems('ci.yml', text.slice(0, closeJob + 1))).toEqual([
    expect.stringContaining('no job removes a preview'),
  ]);
});

test('a failed preview job says in its summary whose it is to fix, and how', () => {
  const workflow = readWorkflow('ci.yml', readFileSync('.github/workflows/ci.yml', 'utf8'));
  // The last step of each job that makes a preview, run only when an earlier one failed.
  const summaries = new Map(
    jobsOf(workflow)
      .filter(({ name }) => name === 'preview-build' || name === 'preview')
      .map((job) => [job.name, stepsOf(job).at(-1)?.value] as const),
  );
  expect([...summaries.keys()].sort()).toEqual(['preview', 'preview-build']);
  for (const step of summaries.values()) {
    expect(at(step, 'if')).toBe('failure()');
    const script = String(at(step, 'run'));
    expect(script).toContain('>>"$GITHUB_STEP_SUMMARY"');
    expect(script).toContain('For the owner, not the pull request');
    expect(script).toContain('docs/owner/runbook.md, \\"Previews went red\\"');
  }
  // Only the build can fail by the author's change; the upload's failures are the owner's.
  const build = String(at(summaries.get('preview-build'), 'run'));
  const upload = String(at(summaries.get('preview'), 'run'));
  expect(build).toContain("For the pull request's author");
  expect(build).toContain('npm run --silent sas -- --preview --days 30');
  expect(build).toContain("the preview storage account's connection string");
  expect(upload).not.toContain("For the pull request's author");
  expect(upload).toContain('maximum number of staging environments');
});
