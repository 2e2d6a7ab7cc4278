// After `next build`, the only step that changes its output: inlines critical CSS, writes the host
// configuration with this build's CSP, and finishes a preview.
import { rmSync } from 'node:fs';
import nextEnv from '@next/env';
import { isPreviewBuild } from '@/lib/preview';
import { inlineCriticalCss } from './critical-css';
import { errorMessage } from './errors';
import { CSP, HOST_CONFIG, writeHostConfig } from './host-config';

// The .env files `next build` read just before, read the same way: the table URL baked into the
// pages and the one the CSP allows are then the same.
nextEnv.loadEnvConfig(process.cwd(), false);

try {
  const sizes = await inlineCriticalCss();
  const grown = sizes.reduce((sum, { before, after }) => sum + after - before, 0);
  const each = Math.round(grown / Math.max(sizes.length, 1) / 1024);
  console.log(`Critical CSS inlined into ${sizes.length} pages (${each} kB more HTML each)`);
  // The template sits beside this script, wherever the command is run from.
  const template = new URL('./host-config.template.json', import.meta.url);
  const size = writeHostConfig({ template }).globalHeaders[CSP]?.length ?? 0;
  console.log(`out/${HOST_CONFIG} written (Content-Security-Policy: ${size} characters)`);
  // Next.js writes out/sitemap.xml for every build; a preview's robots.txt names none.
  if (isPreviewBuild()) {
    rmSync('out/sitemap.xml', { force: true });
    console.log('Preview: out/sitemap.xml left out.');
  }
} catch (error) {
  console.error(`✖ ${errorMessage(error)}`);
  process.exitCode = 1;
}
