/** @jest-environment node */
// Each policy fails a small workflow that breaks it; npm run lint holds the repository's
// workflows to them all.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { parse } from 'yaml';
import { POLICIES, type Workflow, workflowProblems, workflows } from './workflow-policies';

const PIN = 'a'.repeat(40);
const SECRET = "env: { T: '${{ secrets.T }}' }";
const problems = (yaml: string) => workflowProblems(parse(yaml) as Workflow);

const oneJob = (yaml: string) => {
  const [on, ...job] = yaml.split('\n');
  return `on: ${on}\njobs:\n  job:\n${job.map((line) => `    ${line}`).join('\n')}`;
};
const SAME_REPOSITORY = 'if: github.event.pull_request.head.repo.full_name == github.repository';
const ON_MAIN = "if: github.ref == 'refs/heads/main'";
const ASK_FOR_TIP = `- { id: tip, run: gh api repos/o/s/git/ref/heads/main }
  - if: steps.tip.outputs.go == 'true'`;
const UPLOAD_TOKEN = "with: { azure_static_web_apps_api_token: '${{ secrets.T }}' }";

/** Per policy, workflows that break it and nothing else, with what they break. */
const BROKEN: [keyof typeof POLICIES, string, string][] = [
  [
    'fork',
    'a preview job without the same-repository guard',
    oneJob(`pull_request
if: github.event.action != 'closed'
environment: preview
steps: [{ run: npm run build, ${SECRET} }]`),
  ],
  ['fork', 'pull_request_target', 'on: pull_request_target\njobs: {}'],
  [
    'fork',
    'a production environment where pull requests start the run',
    oneJob(`pull_request
${SAME_REPOSITORY}
environment: production
steps: [{ run: npm run build, ${SECRET} }]`),
  ],
  [
    'environment',
    'a secret without an environment',
    oneJob(`schedule\nsteps: [{ run: npm run purge, ${SECRET} }]`),
  ],
  [
    'tip',
    "a deploy that a fork's branch called main starts",
    oneJob(`{ workflow_run: { workflows: [CI], types: [completed] } }
# Without head_repository: a fork's branch called main passes.
if: >-
  github.event.workflow_run.conclusion == 'success' && github.event.workflow_run.event == 'push'
  && github.event.workflow_run.head_branch == 'main'
  && github.event.workflow_run.path == '.github/workflows/ci.yml'
environment: production-build
steps: [{ run: npm run build, ${SECRET} }]`),
  ],
  [
    'tip',
    "an upload without asking GitHub for main's tip",
    oneJob(`workflow_dispatch
${ON_MAIN}
environment: production
env: { DEPLOY_CLIENT_SHA256: ${'f'.repeat(64)} }
steps:
  - run: sha256sum --check client.sha256 && chmod -R a-w ~/.swa/deploy
  - run: deploy/node_modules/.bin/swa deploy out
    ${SECRET}`),
  ],
  ['tip', 'push for tags as well as branches', oneJob('push\nsteps: [{ run: npm test }]')],
  [
    'upload',
    "a build beside the preview's upload token",
    oneJob(`pull_request
${SAME_REPOSITORY}
environment: preview
steps:
  - run: npm run build
  - uses: Azure/static-web-apps-deploy@${PIN}
    ${UPLOAD_TOKEN}`),
  ],
  ['pinned', 'an action by tag', oneJob('pull_request\nsteps: [{ uses: actions/labeler@v6 }]')],
  [
    'scripts',
    'npm ci beside a secret',
    oneJob(`schedule
environment: purge
steps: [{ run: npm ci }, { run: npm run purge, ${SECRET} }]`),
  ],
  [
    'cache',
    'actions/cache',
    oneJob(`pull_request\nsteps: [{ uses: actions/cache@${PIN}, with: { path: x } }]`),
  ],
  [
    'cache',
    "setup-node's own cache",
    oneJob(`pull_request\nsteps: [{ uses: actions/setup-node@${PIN} }]`),
  ],
  [
    'event',
    "a pull request's title written into a script",
    oneJob(`pull_request\nsteps: [{ run: 'echo "\${{ github.event.pull_request.title }}"' }]`),
  ],
  [
    'client',
    'swa deploy without the pinned client',
    oneJob(`workflow_dispatch
${ON_MAIN}
environment: production
steps:
  ${ASK_FOR_TIP}
    run: deploy/node_modules/.bin/swa deploy out
    ${SECRET}`),
  ],
  [
    'client',
    "Azure's deploy action for production",
    oneJob(`workflow_dispatch
${ON_MAIN}
environment: production
steps:
  ${ASK_FOR_TIP}
    uses: Azure/static-web-apps-deploy@${PIN}
    ${UPLOAD_TOKEN}`),
  ],
  [
    'token',
    'a checkout that keeps the token',
    oneJob(`pull_request\nsteps: [{ uses: actions/checkout@${PIN} }]`),
  ],
];

test.each(BROKEN)('%s: %s fails it, and nothing else', (policy, _, yaml) => {
  expect(problems(yaml)).toEqual([expect.stringContaining(POLICIES[policy])]);
});

test('every policy has a workflow that breaks it', () => {
  expect(new Set(BROKEN.map(([policy]) => policy))).toEqual(new Set(Object.keys(POLICIES)));
});

test('Deploy goes out for main’s tip only: without its gate’s checks, every job fails', () => {
  const deploy = workflows().find(({ file }) => file === 'deploy.yml')!.workflow;
  const gate = deploy.jobs!.gate!;
  gate.if = String(gate.if).replace(/ &&\s*github.event.workflow_run.event == 'push'/, '');
  expect(workflowProblems(deploy)).toEqual(
    ['build', 'upload'].map((job) =>
      expect.stringContaining(`${job}: ${POLICIES.tip} (it runs when CI ran for a pull request)`),
    ),
  );
});

test('a merged pull request’s close cannot cancel the run on main that Deploy waits for', () => {
  // The close runs for main: grouped by github.ref alone, it would cancel the push's run.
  const ci = workflows().find(({ file }) => file === 'ci.yml')!.workflow;
  expect(ci).toMatchObject({
    concurrency: { group: 'ci-${{ github.event.pull_request.number || github.ref }}' },
  });
});

test('every secret and variable the workflows read is one the setup guide names', () => {
  const guide = readFileSync('docs/owner/setup.md', 'utf8');
  const read = workflows().flatMap(({ workflow }) =>
    [...JSON.stringify(workflow).matchAll(/\b(?:secrets|vars)\.(\w+)/g)].map(([, name]) => name!),
  );
  expect(read).toEqual(expect.arrayContaining(['CONTACT_TABLE_URL', 'PREVIEW_SAS_EXPIRES']));
  expect(read.filter((name) => !guide.includes(`\`${name}\``))).toEqual([]);
});

// What the owner and the author read beside the workflows stays true to them.
const docs = () =>
  [
    'README.md',
    ...readdirSync('docs', { recursive: true, encoding: 'utf8' }).map((f) => `docs/${f}`),
  ]
    .filter((page) => page.endsWith('.md'))
    .map((page) => ({ page, text: readFileSync(page, 'utf8') }));

test('the docs name each workflow as the Actions tab lists it', () => {
  const names = workflows().map(({ workflow }) => workflow.name);
  const named = docs().flatMap(({ page, text }) =>
    [...text.matchAll(/(?<!Settings\s+→\s+)Actions\s+→\s+([^→()[\]]+?)\s+→/g)]
      .map(([, name]) => name!.replace(/\s+/g, ' '))
      .filter((name) => name !== 'the workflow' && !names.includes(name))
      .map((name) => `${page}: ${name}`),
  );
  expect(named).toEqual([]);
});

test('every page and heading a red run links to is there', () => {
  const slug = (heading: string) =>
    heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s/g, '-');
  const headings = new Map(
    docs().map(({ page, text }) => [
      page,
      [...text.matchAll(/^#+ (.+)$/gm)].map(([, h]) => slug(h!)),
    ]),
  );
  const links = workflows().flatMap(({ workflow }) => [
    ...JSON.stringify(workflow).matchAll(/\b(\w+\/[\w-]+\.md)#([\w-]+)/g),
  ]);
  expect(links.length).toBeGreaterThanOrEqual(5);
  for (const [link, page, anchor] of links)
    expect({ link, found: headings.get(`docs/${page}`)?.includes(anchor!) }).toEqual({
      link,
      found: true,
    });
});

test('Deploy builds on the Node.js line CI tests first; CI also tests the oldest engines allows', () => {
  const text = workflows()
    .map(({ workflow }) => JSON.stringify(workflow))
    .join();
  const [line, oldest] = /"node":\[(\d+),(\d+)\]/.exec(text)!.slice(1);
  const named = [...text.matchAll(/"node-version":(\d+)|node:(\d+)-/g)].map(([, a, b]) => a ?? b);
  expect(new Set(named)).toEqual(new Set([line]));
  const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    engines: { node: string };
  };
  expect(engines.node).toMatch(new RegExp(`^>=${oldest}\\.`));
});
