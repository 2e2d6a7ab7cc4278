// Part of npm run lint: the rules of .github/workflows/ that guard a secret or a deploy, which
// actionlint (syntax, expressions, untrusted input) and GitHub's settings cannot say.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { shellCommands } from './shell-commands';

type Step = {
  id?: string;
  if?: unknown;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
};
type Job = {
  if?: unknown;
  needs?: string | string[];
  environment?: string | { name?: string };
  env?: Record<string, unknown>;
  steps?: Step[];
};
export type Workflow = { name?: string; on?: unknown; jobs?: Record<string, Job> };

export const POLICIES = {
  fork: "a fork's pull request meets no secret",
  environment: 'a secret comes from an environment',
  tip: "only main's tip deploys",
  upload: 'the upload token meets no project code',
  pinned: 'every action is pinned by its SHA',
  scripts: 'a job with secrets runs no install script',
  cache: 'no dependency cache',
  event: 'no ${{ github.event.* }} inside run:',
  client: 'the deploy client is pinned by its SHA-256',
  token: 'no checkout keeps the token on disk',
} as const;

const REPOSITORY = 'owner/site';
const STRANGER = 'stranger/site';
const CI_RUN = {
  conclusion: 'success',
  event: 'push',
  head_branch: 'main',
  head_repository: { full_name: REPOSITORY },
  path: '.github/workflows/ci.yml',
};
const github = (event_name: string, ref: string, event: object = {}) => ({
  github: { event_name, ref, repository: REPOSITORY, event },
});
const afterCi = (change: object) =>
  github('workflow_run', 'refs/heads/main', { workflow_run: { ...CI_RUN, ...change } });
/** Runs that must never deploy, by what is wrong with them. */
const NOT_MAIN_TIP = {
  'CI failed': afterCi({ conclusion: 'failure' }),
  'CI ran for a pull request': afterCi({ event: 'pull_request' }),
  'CI ran on another branch': afterCi({ head_branch: 'feature' }),
  "CI ran on a fork's main": afterCi({ head_repository: { full_name: STRANGER } }),
  'another workflow called CI passed': afterCi({ path: '.github/workflows/other.yml' }),
  'main was pushed, before CI passed': github('push', 'refs/heads/main'),
  'started by hand off main': github('workflow_dispatch', 'refs/heads/feature'),
};
const forkPullRequest = (action: string) =>
  github('pull_request', 'refs/pull/1/merge', {
    action,
    pull_request: { number: 1, head: { repo: { full_name: STRANGER } } },
  });

// At worst: a job that runs when an earlier one failed may run.
const FUNCTIONS = {
  success: () => true,
  always: () => true,
  failure: () => true,
  cancelled: () => false,
  contains: (a: unknown, b: unknown) => String(a).includes(String(b)),
  startsWith: (a: unknown, b: unknown) => String(a).startsWith(String(b)),
};

/** Whether an `if:` holds in a context, read as JavaScript; one that cannot be read may hold. */
function holds(condition: unknown, context: object): boolean {
  const source = String(condition ?? 'success()').replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1');
  const js = source.replace(
    /'((?:[^']|'')*)'|([A-Za-z_][\w-]*(?:\.[\w-]+)*)(\s*\()?/g,
    (_, text?: string, name?: string, call?: string) =>
      text !== undefined
        ? JSON.stringify(text.replaceAll("''", "'"))
        : call
          ? `f.${name}(`
          : /^(true|false|null)$/.test(name!)
            ? name!
            : `v(${JSON.stringify(name)})`,
  );
  const value = (path: string) =>
    path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], context);
  try {
    return Boolean(new Function('v', 'f', `return (${js});`)(value, FUNCTIONS));
  } catch {
    return true;
  }
}

/** Whether a job may run: its `if:` holds, with whatever its needs output, and they may run. */
function mayRun(jobs: Record<string, Job>, name: string, context: object): boolean {
  const job = jobs[name];
  const needs = [job?.needs ?? []].flat();
  const anything = new Proxy({}, { get: () => 'true' });
  const ran = Object.fromEntries(
    needs.map((need) => [need, { outputs: anything, result: 'success' }]),
  );
  // Without always() or failure(), a job whose need was skipped is skipped too.
  return (
    !!job &&
    holds(job.if, { ...context, needs: ran }) &&
    (/\b(always|failure)\(\)/.test(String(job.if)) ||
      needs.every((need) => mayRun(jobs, need, context)))
  );
}

const triggers = (on: unknown) =>
  typeof on === 'string' ? [on] : Array.isArray(on) ? on.map(String) : Object.keys(on ?? {});
const commands = (step: Step) => shellCommands(String(step.run ?? '')).map((w) => w.join(' '));
const uploads = (step: Step) =>
  /^azure\/static-web-apps-deploy@/i.test(step.uses ?? '')
    ? step.with?.action !== 'close'
    : commands(step).some((command) => /(^|\/)swa deploy\b/.test(command));

/** What of a step is the project's code: a checkout of more than deploy/, an install, a script. */
const projectCode = (step: Step) =>
  step.uses?.startsWith('actions/checkout@')
    ? step.with?.['sparse-checkout'] === '/deploy/' &&
      step.with['sparse-checkout-cone-mode'] === false
      ? []
      : ['checks out more than /deploy/']
    : commands(step).filter((command) =>
        /^(npx|tsx|bash|sh)\b|^node (?!-e)|^npm (?!.*--prefix)|(^| |\/)scripts\//.test(command),
      );

/** Each policy a workflow breaks, as "job: policy (what)". */
export function workflowProblems({ on, jobs = {} }: Workflow): string[] {
  const problems: string[] = [];
  const flag = (where: string, policy: string, what: string) =>
    problems.push(`${where}: ${policy} (${what})`);
  const started = triggers(on);
  const pullRequests = started.some((each) => each.startsWith('pull_request'));
  const deploys =
    !pullRequests &&
    (started.includes('workflow_run') || Object.values(jobs).some((j) => j.steps?.some(uploads)));
  const push = (on as { push?: { branches?: unknown; tags?: unknown } } | undefined)?.push;
  if (started.includes('push') && (!push?.branches || push.tags))
    flag('on', POLICIES.tip, 'push runs for branches only: a tag called main is none');
  if (started.includes('pull_request_target'))
    flag('on', POLICIES.fork, "pull_request_target hands a fork's change the secrets");
  for (const [name, job] of Object.entries(jobs)) {
    const steps = job.steps ?? [];
    const environment =
      typeof job.environment === 'string' ? job.environment : job.environment?.name;
    const secret = /\$\{\{[^}]*\bsecrets\b(?!\.GITHUB_TOKEN\b)|"secrets":/i.test(
      JSON.stringify(job),
    );
    if (secret && !environment) flag(name, POLICIES.environment, 'it names none');
    if (secret && pullRequests) {
      for (const action of ['opened', 'closed'])
        if (mayRun(jobs, name, forkPullRequest(action)))
          flag(name, POLICIES.fork, `it runs for a fork's pull request ${action}`);
      if (!['preview', 'preview-build'].includes(environment ?? ''))
        flag(name, POLICIES.fork, `${environment} is not a preview's environment`);
    }
    if (secret && deploys)
      for (const [why, run] of Object.entries(NOT_MAIN_TIP))
        if (started.includes(run.github.event_name) && mayRun(jobs, name, run))
          flag(name, POLICIES.tip, `it runs when ${why}`);
    steps.forEach((step, index) => {
      const { uses = '', run = '' } = step;
      const asked = steps[index - 1];
      if (
        deploys &&
        uploads(step) &&
        !(
          asked?.id &&
          commands(asked).some((command) => command.includes('git/ref/heads/main')) &&
          String(step.if).includes(`steps.${asked.id}.outputs.`)
        )
      )
        flag(
          name,
          POLICIES.tip,
          'the step before the upload asks GitHub for main; the upload heeds it',
        );
      if (steps.some(uploads))
        for (const code of projectCode(step)) flag(name, POLICIES.upload, code);
      if (uses && !/^\.\/|@[0-9a-f]{40}$|^docker:\/\/.+@sha256:[0-9a-f]{64}$/.test(uses))
        flag(name, POLICIES.pinned, uses);
      for (const command of secret ? commands(step) : [])
        if (
          (/^npm (i|install|ci|add|install-test|it)\b/.test(command) &&
            !command.includes('--ignore-scripts')) ||
          command === 'npm rebuild'
        )
          flag(name, POLICIES.scripts, command);
      // setup-node caches on its own once package.json names a package manager.
      if (
        uses.startsWith('actions/cache') ||
        step.with?.cache ||
        (uses.startsWith('actions/setup-node@') && step.with?.['package-manager-cache'] !== false)
      )
        flag(name, POLICIES.cache, uses);
      if (/\$\{\{[^}]*github\.event\b/.test(run)) flag(name, POLICIES.event, run);
      if (uses.startsWith('actions/checkout@') && step.with?.['persist-credentials'] !== false)
        flag(name, POLICIES.token, uses);
      if (environment === 'production' && /^docker:|^azure\//i.test(uses))
        flag(name, POLICIES.client, `${uses} runs an image chosen by a moving tag`);
      const deploy = commands(step).find((command) => /(^|\/)swa deploy\b/.test(command));
      const earlier = steps.slice(0, index).flatMap(commands).join('\n');
      if (
        deploy &&
        !(
          /^[0-9a-f]{64}$/.test(String(job.env?.DEPLOY_CLIENT_SHA256)) &&
          earlier.includes('sha256sum --check') &&
          earlier.includes('chmod -R a-w') &&
          deploy.startsWith('deploy/node_modules/.bin/swa ')
        )
      )
        flag(name, POLICIES.client, `${deploy}, without the pinned client checked first`);
    });
  }
  return problems;
}

const WORKFLOWS = '.github/workflows';
export const workflows = () =>
  readdirSync(WORKFLOWS)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => ({
      file,
      workflow: parse(readFileSync(`${WORKFLOWS}/${file}`, 'utf8')) as Workflow,
    }));

if (process.argv[1]?.endsWith('workflow-policies.ts')) {
  const found = workflows().flatMap(({ file, workflow }) =>
    workflowProblems(workflow).map((problem) => `${WORKFLOWS}/${file}: ${problem}`),
  );
  if (found.length === 0) console.log('The workflows keep every policy.');
  else {
    console.error(`✖ ${found.join('\n✖ ')}`);
    process.exitCode = 1;
  }
}
