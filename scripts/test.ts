// npm test (through scripts/bootstrap.mjs, which installs what is missing): unit tests, then the
// end-to-end tests in Debian's Chromium against the built export, as content/ has it and with
// both notices switched on.
// The site is built to post to the test Azurite on E2E_TABLE_PORT. A SAS depends only on the key
// and the table, so it is minted here, before the build; Playwright's global setup then starts
// that Azurite (e2e/global-setup.ts).
import { renameSync, rmSync } from 'node:fs';
import { OVERRIDE_VARIABLE } from '@/lib/content-override';
import { localBuildEnv, NOTICES_BUILD } from './lib/local-build';
import { E2E_TABLE_PORT } from './lib/ports';
import { build, ensureChromium, env, run } from './lib/setup';

ensureChromium({ forTests: true });
// The content check first: a broken content file is named in a second, before any test runs.
run('npx', ['tsx', 'scripts/check.ts']);
run('npx', ['jest', '--ci']);
const local = localBuildEnv({ port: E2E_TABLE_PORT });
// First the site with the notices on, moved aside; then the site as content/ has it, in out/.
build({ ...local, [OVERRIDE_VARIABLE]: NOTICES_BUILD.override });
rmSync(NOTICES_BUILD.dir, { recursive: true, force: true });
renameSync('out', NOTICES_BUILD.dir);
build(local);
// The specs post with the URL the site was built with; CONTACT_TABLE_LOCAL was for the build only.
const { NEXT_PUBLIC_CONTACT_TABLE_URL } = local;
run('npx', ['playwright', 'test'], { env: { ...env, NEXT_PUBLIC_CONTACT_TABLE_URL } });
