// npm test (through scripts/dev/bootstrap.mjs, which installs what is missing): the content check and
// the unit tests, then the end-to-end tests in Debian's Chromium against the built export, as
// content/ has it, with both notices switched on, and as a pull request's preview.
//   npm test                      everything
//   npm test -- --unit            the content check and the unit tests only
//   npm test -- --e2e [args]      build, then Playwright only; other arguments go to Playwright:
//                                 a spec file, --grep @slow, --grep-invert @slow, --shard=1/3, …
// The site is built to post to the test Azurite on E2E_TABLE_PORT. A SAS depends only on the key
// and the table, so it is minted here, before the build; Playwright starts that Azurite (one of
// its webServer entries).
import { renameSync, rmSync } from 'node:fs';
import { OVERRIDE_VARIABLE } from '@/lib/content/override';
import { PREVIEW_TABLE, PREVIEW_VARIABLE } from '@/lib/preview';
import { localBuildEnv, NOTICES_BUILD, PREVIEW_BUILD } from './local-build';
import { E2E_TABLE_PORT } from './ports';
import { build, ensureChromium, env, run } from './setup';

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
  ensureChromium({ forTests: true });
  const local = localBuildEnv({ port: E2E_TABLE_PORT });
  // First the site with the notices on and the preview (posting to its own table), each moved
  // aside; then the site as content/ has it, in out/.
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
  // The specs post with the URL the site was built with; CONTACT_TABLE_LOCAL was for the build
  // only.
  const { NEXT_PUBLIC_CONTACT_TABLE_URL } = local;
  run('npx', ['playwright', 'test', ...playwrightArgs], {
    env: { ...env, NEXT_PUBLIC_CONTACT_TABLE_URL },
  });
}
