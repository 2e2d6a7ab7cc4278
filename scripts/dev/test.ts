// npm test: the content check and unit tests, then the end-to-end tests on three builds.
// Usage: npm test [-- --unit | --e2e [Playwright arguments]]
import { renameSync, rmSync } from 'node:fs';
import { OVERRIDE_VARIABLE } from '@/lib/content/override';
import { PREVIEW_TABLE, PREVIEW_VARIABLE } from '@/lib/preview';
import { localBuildEnv, NOTICES_BUILD, PREVIEW_BUILD } from './local-build';
import { E2E_TABLE_PORT } from './ports';
import { checkHtml } from './html-check';
import { build, ensureBrowsers, env, run } from './setup';

const args = process.argv.slice(2);
const unitOnly = args.includes('--unit');
const playwrightArgs = args.filter((arg) => arg !== '--unit' && arg !== '--e2e');
const e2eOnly = args.includes('--e2e') || playwrightArgs.length > 0;
if (unitOnly && e2eOnly) {
  console.error('Give --unit or --e2e (with Playwright arguments), not both.');
  process.exit(2);
}

if (!e2eOnly) {
  // The content check first: a broken content file is named in a second, before any test runs.
  run('npx', ['tsx', 'scripts/build/check.ts']);
  run('npx', ['jest', '--ci']);
}
if (!unitOnly) {
  ensureBrowsers({ forTests: true });
  const local = localBuildEnv({ port: E2E_TABLE_PORT });
  // The builds with notices on and as a preview first, each moved aside; then the site in out/.
  const preview = localBuildEnv({ port: E2E_TABLE_PORT, table: PREVIEW_TABLE });
  for (const [dir, buildEnv] of [
    [NOTICES_BUILD.dir, { ...local, [OVERRIDE_VARIABLE]: NOTICES_BUILD.override }],
    [PREVIEW_BUILD.dir, { ...preview, [PREVIEW_VARIABLE]: '1' }],
  ] as const) {
    build(buildEnv);
    rmSync(dir, { recursive: true, force: true });
    renameSync('out', dir);
  }
  build(local);
  checkHtml(['out', NOTICES_BUILD.dir, PREVIEW_BUILD.dir]);
  // CONTACT_TABLE_LOCAL was for the build only.
  const { NEXT_PUBLIC_CONTACT_TABLE_URL } = local;
  run('npx', ['playwright', 'test', ...playwrightArgs], {
    env: { ...env, NEXT_PUBLIC_CONTACT_TABLE_URL },
  });
}
