// After `next build`: writes out/staticwebapp.config.json, the host configuration of Azure Static
// Web Apps, from the committed template (scripts/host-config.template.json) with the
// Content-Security-Policy completed for this build (hashes of the export's inline scripts, the
// contact table's origin). The host and scripts/serve.mjs both read the finished file. The
// template has another name so that no deploy tool can pick it up instead of the finished file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import nextEnv from '@next/env';
import { buildCsp, inlineScripts, leftPlaceholders } from './lib/csp.mjs';
import { TABLE_URL_VARIABLE } from './lib/table-url.mjs';

export const TEMPLATE = new URL('./host-config.template.json', import.meta.url);
export const HOST_CONFIG = 'staticwebapp.config.json';
const CSP = 'Content-Security-Policy';

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the finished host configuration into `dir`; fails if any placeholder is left. */
export function writeHostConfig({
  dir = 'out',
  tableUrl = process.env[TABLE_URL_VARIABLE],
  template = TEMPLATE,
} = {}) {
  const config = JSON.parse(readFileSync(template, 'utf8'));
  const scripts = htmlFiles(dir).flatMap((file) => inlineScripts(readFileSync(file, 'utf8')));
  config.globalHeaders[CSP] = buildCsp(config.globalHeaders[CSP], { tableUrl, scripts });
  const text = `${JSON.stringify(config, null, 2)}\n`;
  const left = leftPlaceholders(text);
  if (left.length > 0) {
    throw new Error(
      `${dir}/${HOST_CONFIG} would still hold ${left.join(', ')}: the host would send them as ` +
        'they are. Give each placeholder of scripts/host-config.template.json its value in ' +
        'scripts/host-config.mjs.',
    );
  }
  writeFileSync(join(dir, HOST_CONFIG), text);
  return config;
}

// When run as a command, not when imported by a test or another script.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The .env files `next build` read just before, read the same way: the table URL baked into
  // the pages and the one allowed by the CSP are then the same.
  nextEnv.loadEnvConfig(process.cwd(), false);
  try {
    const config = writeHostConfig();
    const size = config.globalHeaders[CSP].length;
    console.log(`out/${HOST_CONFIG} written (Content-Security-Policy: ${size} characters)`);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exitCode = 1;
  }
}
