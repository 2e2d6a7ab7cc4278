// Builds of the site for this machine, whose contact form posts to a local Azurite: npm start
// (Azurite on TABLE_PORT, data kept), npm test (its own in-memory Azurite on E2E_TABLE_PORT),
// and the lab's npm run bench and npm run shots (lab/build-site.ts: nothing is posted while
// measuring or taking pictures).
import { mintSas } from './azurite';
import { TABLE_PORT } from './ports';

const DAY_MS = 86_400_000;

/**
 * The environment of a local build: the Azurite table URL, with an add-only SAS minted afresh
 * for `days` (so a local build never holds an expired one), and CONTACT_TABLE_LOCAL=1, which lets
 * the build accept its plain http. Such a build is never to be deployed.
 */
export function localBuildEnv({
  port = TABLE_PORT,
  days = 1,
  table,
}: { port?: number; days?: number; table?: string } = {}) {
  return {
    NEXT_PUBLIC_CONTACT_TABLE_URL: mintSas({
      port,
      expiresOn: new Date(Date.now() + days * DAY_MS),
      table,
    }),
    CONTACT_TABLE_LOCAL: '1',
  };
}

/**
 * The build `npm test` makes beside out/: the site with both notices switched on (the welcome
 * toast for longer than any test takes), from a content override, content/ left as it is.
 */
export const NOTICES_BUILD = { dir: 'out-notices', override: 'e2e/states/notices-on.json' };

/**
 * The build `npm test` makes beside out/ as a pull request's preview is built (SITE_PREVIEW=1),
 * posting to the preview's own table in the test Azurite.
 */
export const PREVIEW_BUILD = { dir: 'out-preview' };
