// npm test: unit tests, then the end-to-end tests in Debian's Chromium against the built export.
// The site is built to post to the test Azurite on E2E_TABLE_PORT. A SAS depends only on the key
// and the table, so it is minted here, before the build; Playwright's global setup then starts
// that Azurite (e2e/global-setup.ts).
import { E2E_TABLE_PORT } from './lib/ports.mjs';
import { build, ensureChromium, ensureDependencies, env, run } from './lib/setup.mjs';

ensureDependencies();
ensureChromium();
run('npx', ['jest', '--ci']);
// Imported only now: on a fresh clone its dependencies have just been installed.
const { mintSas } = await import('./lib/azurite.mjs');
const expiresOn = new Date(Date.now() + 86_400_000);
const tableUrl = { NEXT_PUBLIC_CONTACT_TABLE_URL: mintSas({ port: E2E_TABLE_PORT, expiresOn }) };
// A build for the test Azurite on this machine: plain http to 127.0.0.1 is accepted.
build({ ...tableUrl, CONTACT_TABLE_LOCAL: '1' });
run('npx', ['playwright', 'test'], { env: { ...env, ...tableUrl } });
