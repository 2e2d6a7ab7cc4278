// After `next build`: writes out/staticwebapp.config.json, the committed host configuration with
// the Content-Security-Policy completed for this build (hashes of the export's inline scripts,
// the contact table's origin). The host and scripts/serve.mjs both read that file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCsp, inlineScripts } from './lib/csp.mjs';
import { TABLE_URL_VARIABLE } from './lib/table-url.mjs';
import { pathToFileURL } from 'node:url';

const CSP = 'Content-Security-Policy';

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function writeHostConfig({ dir = 'out', tableUrl = process.env[TABLE_URL_VARIABLE] } = {}) {
  const config = JSON.parse(readFileSync('staticwebapp.config.json', 'utf8'));
  const scripts = htmlFiles(dir).flatMap((file) => inlineScripts(readFileSync(file, 'utf8')));
  config.globalHeaders[CSP] = buildCsp(config.globalHeaders[CSP], { tableUrl, scripts });
  writeFileSync(join(dir, 'staticwebapp.config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return config;
}

// Run as a command (not imported): compare URLs, which survives spaces and other characters.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = writeHostConfig();
  const size = config.globalHeaders[CSP].length;
  console.log(`out/staticwebapp.config.json written (Content-Security-Policy: ${size} characters)`);
}
