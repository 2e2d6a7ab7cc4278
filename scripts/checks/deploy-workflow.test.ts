/** @jest-environment node */
// What uploads the site gets the deploy token, so it is pinned: exact CLI version, client by
// SHA-256, no moving tags, no install script beside the secrets.
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { parse } from 'yaml';

type Step = { name?: string; run?: string; uses?: string };
type Job = { env?: Record<string, unknown>; steps: Step[] };
type Lock = { packages: Record<string, { version?: string; integrity?: string } | undefined> };

const CLI = '@azure/static-web-apps-cli';
const WORKFLOW = readFileSync('.github/workflows/deploy.yml', 'utf8');
const PACKAGE = JSON.parse(readFileSync('deploy/package.json', 'utf8')) as {
  dependencies: Record<string, string>;
};
const LOCK = JSON.parse(readFileSync('deploy/package-lock.json', 'utf8')) as Lock;

/** Each npm command that installs or rebuilds, and whether it lets install scripts run. */
function scriptProblems(line: string): string[] {
  const npm = /\bnpm\s+(install|i|ci|add|rebuild)\b(.*)$/.exec(line);
  if (!npm || npm[2]?.includes('--ignore-scripts')) return [];
  if (npm[1] === 'rebuild' && /\s[a-z@]/.test(npm[2] ?? '')) return [];
  return [`"${line.trim()}" runs install scripts beside the job's secrets`];
}

function pinProblems(text: string, pkg = PACKAGE, lock = LOCK): string[] {
  const jobs = (parse(text) as { jobs: Record<string, Job> }).jobs;
  // The upload job holds the token; the build's job holds the table URL: both are secrets.
  const job = jobs.upload!;
  const problems = job.steps.flatMap(({ uses = '' }) =>
    /static-web-apps-deploy|^docker:\/\/(?!.*@sha256:[0-9a-f]{64}$)/.test(uses)
      ? [`${uses} runs an image chosen by a moving tag`]
      : [],
  );
  const runs = job.steps.map((step) => step.run ?? '');
  const allRuns = Object.values(jobs).flatMap((each) => each.steps.map((step) => step.run ?? ''));
  problems.push(...allRuns.flatMap((run) => run.split('\n')).flatMap(scriptProblems));
  const deployAt = runs.findIndex((run) => /\bswa deploy\b/.test(run));
  if (deployAt < 0) return [...problems, 'no step runs swa deploy'];
  if (!runs[deployAt]!.startsWith('deploy/node_modules/.bin/swa '))
    problems.push('swa deploy does not run the CLI installed from deploy/package-lock.json');
  const env = job.env ?? {};
  if (!env.SWA_CLI_DEPLOY_BINARY_VERSION) problems.push('SWA_CLI_DEPLOY_BINARY_VERSION is not set');
  if (!/^[0-9a-f]{40}$/.test(String(env.DEPLOY_CLIENT_BUILD)))
    problems.push('DEPLOY_CLIENT_BUILD is not a deploy client build id');
  if (!/^[0-9a-f]{64}$/.test(String(env.DEPLOY_CLIENT_SHA256)))
    problems.push('DEPLOY_CLIENT_SHA256 is not a SHA-256');
  const before = runs.slice(0, deployAt).join('\n');
  for (const guard of ['sha256sum --check', 'chmod -R a-w "$HOME/.swa/deploy"'])
    if (!before.includes(guard)) problems.push(`no step before swa deploy runs ${guard}`);
  const version = pkg.dependencies[CLI] ?? '';
  const locked = lock.packages[`node_modules/${CLI}`];
  if (!/^\d+\.\d+\.\d+$/.test(version))
    problems.push(`deploy/package.json asks for ${CLI} ${version}`);
  if (locked?.version !== version || !locked.integrity?.startsWith('sha512-'))
    problems.push(`deploy/package-lock.json does not hold ${CLI} ${version} with its checksum`);
  return problems;
}

/** The shipped workflow with one piece changed, which must apply or the test proves nothing. */
function changed(from: string | RegExp, to: string): string[] {
  expect(WORKFLOW).toMatch(from);
  return pinProblems(WORKFLOW.replace(from, to));
}

test('deploy.yml uploads with the locked CLI and the pinned deploy client only', () => {
  expect(pinProblems(WORKFLOW)).toEqual([]);
});

test('the deploy action or a client image by tag is refused', () => {
  const upload = /run: deploy\/node_modules\/\.bin\/swa deploy .*/;
  for (const image of [
    'Azure/static-web-apps-deploy@c514ae36604047560e33605b78f71804967bfb7a',
    'docker://mcr.microsoft.com/appsvc/staticappsclient:stable',
  ])
    expect(changed(upload, `uses: ${image}`)).toEqual([
      `${image} runs an image chosen by a moving tag`,
      'no step runs swa deploy',
    ]);
});

test('a deploy client left to the moving channel is refused', () => {
  expect(changed(/ {6}SWA_CLI_DEPLOY_BINARY_VERSION: .*\n/, '')).toEqual([
    'SWA_CLI_DEPLOY_BINARY_VERSION is not set',
  ]);
  expect(changed(/DEPLOY_CLIENT_SHA256: \w+/, 'DEPLOY_CLIENT_SHA256: ""')).toEqual([
    'DEPLOY_CLIENT_SHA256 is not a SHA-256',
  ]);
  expect(changed(/\n.*\| sha256sum --check --strict/, '')).toEqual([
    'no step before swa deploy runs sha256sum --check',
  ]);
  expect(changed('run: deploy/node_modules/.bin/swa', 'run: npx swa')).toEqual([
    'swa deploy does not run the CLI installed from deploy/package-lock.json',
  ]);
});

test('a CLI version range, or one the lockfile does not hold, is refused', () => {
  const range = { dependencies: { [CLI]: '^2.0.10' } };
  expect(pinProblems(WORKFLOW, range)).toContain(`deploy/package.json asks for ${CLI} ^2.0.10`);
  const other = { dependencies: { [CLI]: '2.0.9' } };
  expect(pinProblems(WORKFLOW, other)).toEqual([
    `deploy/package-lock.json does not hold ${CLI} 2.0.9 with its checksum`,
  ]);
});

test('an install that runs scripts beside the secrets is refused', () => {
  expect(changed(' --ignore-scripts\n          npm rebuild', '\n          npm rebuild')).toEqual([
    '"npm install --no-audit --no-fund" runs install scripts beside the job\'s secrets',
  ]);
  expect(changed('npm rebuild esbuild', 'npm rebuild')).toEqual([
    '"npm rebuild" runs install scripts beside the job\'s secrets',
  ]);
});
