// Builds of the site for this machine, whose contact form posts to a local Azurite.
import { DAY_MS } from '@/scripts/build/table-url/table-sas-time';
import { mintSas } from './azurite';
import { TABLE_PORT } from './ports';

// CONTACT_TABLE_LOCAL=1 allows its plain http. Never to be deployed.
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

// A preview with both notices on, so one build shows each state's parts together.
export const STATES_BUILD = { dir: 'out-states', override: 'e2e/states/notices-on.json' };
