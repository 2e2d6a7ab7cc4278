// The site built for the lab's tools (npm run bench, npm run shots), which post nothing.
import { localBuildEnv } from '../scripts/dev/local-build';
import { build } from '../scripts/dev/setup';

export function buildForLocalUse() {
  const local = localBuildEnv();
  build({
    ...local,
    NEXT_PUBLIC_CONTACT_TABLE_URL:
      process.env.NEXT_PUBLIC_CONTACT_TABLE_URL ?? local.NEXT_PUBLIC_CONTACT_TABLE_URL,
  });
}
