// After `next build` (part of npm run build): completes out/staticwebapp.config.json, the host
// configuration, from the committed template (see scripts/lib/host-config.ts).
import nextEnv from '@next/env';
import { CSP, HOST_CONFIG, writeHostConfig } from './lib/host-config';

// The .env files `next build` read just before, read the same way: the table URL baked into
// the pages and the one allowed by the CSP are then the same.
nextEnv.loadEnvConfig(process.cwd(), false);
try {
  // The template sits beside this script, wherever the command is run from.
  const config = writeHostConfig({ template: new URL('./host-config.template.json', import.meta.url) });
  const size = config.globalHeaders[CSP].length;
  console.log(`out/${HOST_CONFIG} written (Content-Security-Policy: ${size} characters)`);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
}
