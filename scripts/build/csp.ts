// The Content-Security-Policy of the built site: the committed host configuration
// (scripts/build/host-config.template.json) is the template; the build fills in what only it knows.
import { createHash } from 'node:crypto';

/** The origin the contact form posts to, as connect-src needs it (no path, no SAS). */
export function tableOrigin(tableUrl: string): string {
  return new URL(tableUrl).origin;
}

export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export function inlineScripts(html: string): string[] {
  // Both groups always match, if only the empty text.
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text = '']) => text)
    .filter((text) => text.length > 0);
}

// A preview whose form sends nothing has no table origin: it connects to its own origin only.
export function buildCsp(
  template: string,
  { tableUrl, scripts }: { tableUrl: string | undefined; scripts: readonly string[] },
): string {
  const hashes = [...new Set(scripts.map(scriptHash))].sort();
  return template
    .replace('{{SCRIPT_HASHES}}', hashes.join(' '))
    .replace(/ ?\{\{TABLE_ORIGIN\}\}/, tableUrl ? ` ${tableOrigin(tableUrl)}` : '');
}

export function leftPlaceholders(text: string): string[] {
  return [...new Set(text.match(/\{\{[^{}]*\}\}/g) ?? [])];
}
