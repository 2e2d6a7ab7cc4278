// npm test: the content check and unit tests, then the end-to-end tests on the builds they need.
// Usage: npm test [-- --unit | --e2e [Playwright arguments]]
import { rmSync, renameSync } from 'node:fs';
import { OVERRIDE_VARIABLE } from '@/lib/content/override';
import { PREVIEW_TABLE, PREVIEW_VARIABLE } from '@/lib/preview';
import { checkEngines } from './engines/versions';
import { checkHtml } from './html-check';
import { localBuildEnv, STATES_BUILD } from './local-build';
import { E2E_TABLE_PORT } from './ports';
import { build, ensureBrowsers, env, run } from './setup';

const args = process.argv.slice(2);
const unitOnly = args.includes('--unit');
const playwrightArgs = args.filter((arg) => arg !== '--unit' && arg !== '--e2e');
const e2eOnly = args.includes('--e2e') || playwrightArgs.length > 0;
if (unitOnly && e2eOnly) {
  console.error('Give --unit or --e2e (with Playwright arguments), not both.');
  process.exit(2);
}

/** The builds each Playwright project serves (playwright.config.ts). */
const BUILDS_OF: Record<string, string[]> = {
  chromium: ['out'],
  states: [STATES_BUILD.dir],
  webkit: ['out', STATES_BUILD.dir],
  firefox: ['out', STATES_BUILD.dir],
  commands: [],
};

/** The projects named with --project, or all: one project's run builds only what it serves. */
function buildsAsked(): Set<string> {
  const named = playwrightArgs.flatMap((arg, index) =>
    arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : arg === '--project'
        ? [playwrightArgs[index + 1] ?? '']
        : [],
  );
  const projects = named.length > 0 ? named : Object.keys(BUILDS_OF);
  return new Set(projects.flatMap((project) => BUILDS_OF[project] ?? []));
}

if (!e2eOnly) {
  // The content check first: a broken content file is named in a second, before any test runs.
  run('npx', ['tsx', 'scripts/build/check.ts']);
  run('npx', ['jest', '--ci']);
}
if (!unitOnly) {
  ensureBrowsers({ forTests: true });
  checkEngines();
  const local = localBuildEnv({ port: E2E_TABLE_PORT });
  const builds = buildsAsked();
  if (builds.has(STATES_BUILD.dir)) {
    // A preview posting to its own table, with both notices on; the other build checks the types.
    build({
      ...localBuildEnv({ port: E2E_TABLE_PORT, table: PREVIEW_TABLE }),
      [PREVIEW_VARIABLE]: '1',
      [OVERRIDE_VARIABLE]: STATES_BUILD.override,
      SKIP_TYPE_CHECK: '1',
    });
    rmSync(STATES_BUILD.dir, { recursive: true, force: true });
    renameSync('out', STATES_BUILD.dir);
  }
  if (builds.has('out')) build(local);
  if (builds.size > 0) checkHtml([...builds]);
  // CONTACT_TABLE_LOCAL was for the build only.
  const { NEXT_PUBLIC_CONTACT_TABLE_URL } = local;
  run('npx', ['playwright', 'test', ...playwrightArgs], {
    env: { ...env, NEXT_PUBLIC_CONTACT_TABLE_URL },
  });
}
