// A build of the site to look at on this machine (bench, shots). Its form posts to the local
// Azurite of `npm start`; nothing is posted while measuring or taking pictures, so a table URL
// given in the environment is used as it is.
import { mintSas } from './azurite.mjs';
import { TABLE_PORT } from './ports.mjs';
import { build } from './setup.mjs';

export function buildForLocalUse() {
  const expiresOn = new Date(Date.now() + 86_400_000);
  build({
    NEXT_PUBLIC_CONTACT_TABLE_URL:
      process.env.NEXT_PUBLIC_CONTACT_TABLE_URL ?? mintSas({ port: TABLE_PORT, expiresOn }),
    // Plain http to the local Azurite is accepted: this build is for this machine only.
    CONTACT_TABLE_LOCAL: '1',
  });
}
