// After `next build`: writes out/staticwebapp.config.json, the template with this build's CSP
// (and a preview's noindex); the template is named apart so no deploy tool ships it unfinished.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPreviewBuild, PREVIEW_VARIABLE, previewSendsNothing } from '@/lib/preview';
import { TABLE_URL_VARIABLE } from '@/scripts/build/table-url/table-url';
import { htmlFiles } from './export-pages';
import { buildCsp, inlineScripts, leftPlaceholders } from './csp';
import type { HostConfig } from './host-headers';

export const HOST_CONFIG = 'staticwebapp.config.json';
export const CSP = 'Content-Security-Policy';
/** The header that keeps a page out of search results, as the robots meta tag does in HTML. */
export const ROBOTS_HEADER = 'X-Robots-Tag';

export function writeHostConfig({
  dir = 'out',
  tableUrl = process.env[TABLE_URL_VARIABLE],
  preview = isPreviewBuild(),
  template,
}: {
  dir?: string;
  tableUrl?: string | undefined;
  /** A pull request's preview (SITE_PREVIEW=1). */
  preview?: boolean;
  template: string | URL;
}): HostConfig & { globalHeaders: Record<string, string> } {
  const config = JSON.parse(readFileSync(template, 'utf8')) as HostConfig;
  const policy = config.globalHeaders?.[CSP];
  if (policy === undefined) throw new Error(`The host configuration template has no ${CSP}.`);
  const sendsNothing = previewSendsNothing({
    [PREVIEW_VARIABLE]: preview ? '1' : undefined,
    [TABLE_URL_VARIABLE]: tableUrl,
  });
  if (!tableUrl?.trim() && !sendsNothing) {
    throw new Error(`${TABLE_URL_VARIABLE} is not set: the CSP needs its origin.`);
  }
  const scripts = htmlFiles(dir).flatMap((file) => inlineScripts(readFileSync(file, 'utf8')));
  const globalHeaders = {
    ...config.globalHeaders,
    [CSP]: buildCsp(policy, { tableUrl: sendsNothing ? undefined : tableUrl, scripts }),
    ...(preview ? { [ROBOTS_HEADER]: 'noindex' } : {}),
  };
  const finished = { ...config, globalHeaders };
  const text = `${JSON.stringify(finished, null, 2)}\n`;
  const left = leftPlaceholders(text);
  if (left.length > 0) {
    throw new Error(
      `${dir}/${HOST_CONFIG} would still hold ${left.join(', ')}: the host would send them as ` +
        'they are. Give each placeholder of scripts/build/host-config.template.json its value in ' +
        'scripts/lib/host-config.ts.',
    );
  }
  writeFileSync(join(dir, HOST_CONFIG), text);
  return finished;
}
