// After `next build` (part of npm run build): completes out/staticwebapp.config.json, the host
// configuration, from the committed template (see scripts/lib/host-config.ts).
import nextEnv from '@next/env';
import { errorMessage } from './lib/errors';
import { CSP, HOST_CONFIG, writeHostConfig } from './lib/host-config';

// The .env files `next build` read just before, read the same way: the table URL baked into
// the pages and the one allowed by the CSP are then the same.
nextEnv.loadEnvConfig(process.cwd(), false);
try {
  // The template sits beside this script, wherever the command is run from.
  const template = new URL('./host-config.template.json', import.meta.url);
  const size = writeHostConfig({ template }).globalHeaders[CSP]?.length ?? 0;
  console.log(`out/${HOST_CONFIG} written (Content-Security-Policy: ${size} characters)`);
} catch (error) {
  console.error(`✖ ${errorMessage(error)}`);
  process.exitCode = 1;
}
