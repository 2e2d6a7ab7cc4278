// The rules our GitHub Actions workflows keep beyond the workflow schema, so that no workflow can
// be turned against the owner: actions pinned to a commit, no Git credentials left on disk,
// secrets only in jobs of an environment, deploys only of this repository's tested main, and a
// supported Node.js.
import { parse } from 'yaml';

/** Node.js LTS lines that are supported (24 until 2028-04, 26 from 2026-10). */
const LTS_NODE = [24, 26];
/** The oldest Node.js package.json's engines allows: CI tests it too, nothing else runs on it. */
const OLDEST_NODE = 20;

const SHA_PIN = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;

/** Each `uses:` line: a third-party action pinned to a full commit SHA, its version in a comment. */
function pinProblems(text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const use = /^\s*(?:-\s+)?uses:\s*(\S+)\s*(#.*)?$/.exec(line);
    const action = use?.[1];
    if (!action || action.startsWith('./') || action.startsWith('docker://')) return [];
    const where = `line ${index + 1}: ${action}`;
    if (!SHA_PIN.test(action)) return [`${where} is not pinned to a full commit SHA`];
    if (!/^#\s*v\d/.test(use?.[2] ?? ''))
      return [`${where} has no "# vX.Y.Z" comment naming its version`];
    return [];
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The value at a path of keys in parsed YAML; undefined where the path meets a non-object. */
function at(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

const steps = (job: unknown): unknown[] => {
  const list = at(job, 'steps');
  return Array.isArray(list) ? list : [];
};

/** The Node.js major versions a job runs on: setup-node, a node container, a matrix of them. */
function nodeVersions(job: unknown): number[] {
  const versions: string[] = [];
  for (const step of steps(job))
    if (String(at(step, 'uses') ?? '').startsWith('actions/setup-node@'))
      versions.push(String(at(step, 'with', 'node-version') ?? 'unset'));
  const image = String(at(job, 'container', 'image') ?? at(job, 'container') ?? '');
  const fromImage = /^node:([^-]+)/.exec(image)?.[1];
  if (fromImage === '${{ matrix.node }}') {
    const matrix = at(job, 'strategy', 'matrix', 'node');
    if (Array.isArray(matrix)) versions.push(...matrix.map(String));
  } else if (fromImage) versions.push(fromImage);
  return versions.map((version) => Number.parseInt(version, 10));
}

function nodeProblems(file: string, name: string, job: unknown): string[] {
  const versions = nodeVersions(job);
  const allowed = file === 'ci.yml' ? [...LTS_NODE, OLDEST_NODE] : LTS_NODE;
  const problems = versions
    .filter((major) => !allowed.includes(major))
    .map(
      (major) =>
        `job ${name}: Node.js ${Number.isNaN(major) ? '(no version)' : major} is not a supported LTS line (${LTS_NODE.join(' or ')})`,
    );
  if (versions.length > 0 && !versions.some((major) => LTS_NODE.includes(major)))
    problems.push(`job ${name}: runs on no supported LTS line of Node.js`);
  return problems;
}

const DEPLOY_CONDITIONS = [
  "github.event.workflow_run.event == 'push'",
  "github.event.workflow_run.head_branch == 'main'",
  'github.event.workflow_run.head_repository.full_name == github.repository',
];

function jobProblems(file: string, workflow: unknown, name: string, job: unknown): string[] {
  const problems = nodeProblems(file, name, job);
  for (const step of steps(job))
    if (
      String(at(step, 'uses') ?? '').startsWith('actions/checkout@') &&
      at(step, 'with', 'persist-credentials') !== false
    )
      problems.push(`job ${name}: actions/checkout without persist-credentials: false`);
  const text = JSON.stringify(job);
  const secrets = [...text.matchAll(/secrets\.(\w+)/g)]
    .flatMap((match) => match[1] ?? [])
    .filter((s) => s !== 'GITHUB_TOKEN');
  if (secrets.length > 0 && !at(job, 'environment'))
    problems.push(
      `job ${name}: reads ${[...new Set(secrets)].join(', ')} without an environment: secrets belong to the environment that uses them`,
    );
  const condition = String(at(job, 'if') ?? '');
  const on = at(workflow, 'on');
  if (at(on, 'workflow_run') && secrets.length > 0)
    for (const needed of DEPLOY_CONDITIONS)
      if (!condition.includes(needed))
        problems.push(`job ${name}: runs after any CI run without checking ${needed}`);
  if (
    isRecord(on) &&
    'workflow_dispatch' in on &&
    secrets.length > 0 &&
    on.workflow_run &&
    !condition.includes("github.ref == 'refs/heads/main'")
  )
    problems.push(`job ${name}: a manual run may deploy a branch other than main`);
  return problems;
}

/** What a workflow breaks of our rules, as lines; empty when it keeps them all. */
export function workflowRuleProblems(file: string, text: string): string[] {
  const workflow: unknown = parse(text);
  const problems = pinProblems(text);
  if (!at(workflow, 'permissions'))
    problems.push('no top-level permissions: give the token only what the jobs need');
  const jobs = at(workflow, 'jobs');
  for (const [name, job] of Object.entries(isRecord(jobs) ? jobs : {}))
    problems.push(...jobProblems(file, workflow, name, job));
  return problems;
}
