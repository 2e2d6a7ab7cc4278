// The largest parts of a page's React Server Components payload (index.txt), for npm run bench;
// each line of it is one `id:value` row.

/** A row of the payload: its size in bytes and what it holds, as far as its text tells. */
export type Part = { bytes: number; what: string };

/** What a row holds: its first element's tag with its class (minus the module's hash) or label. */
function describe(value: string): string {
  if (/^T[0-9a-f]+,/.test(value)) return 'text';
  if (value.startsWith('I[')) return 'client component reference';
  const tag = /\["\$","([a-zA-Z][\w-]*)"/.exec(value)?.[1];
  const className = /"className":"(?:[\w-]+?_)?([\w-]+)/.exec(value)?.[1];
  const label = /"aria-label":"([^"]{1,40})"/.exec(value)?.[1];
  const client = /\["\$","\$L[0-9a-f]+"/.test(value) ? ' (client component props)' : '';
  const name = [tag, className && `.${className}`, label && `"${label}"`].filter(Boolean).join(' ');
  return `${name || 'data'}${client}`;
}

/** The payload's rows, largest first. */
export function largestParts(payload: string, count = 5): Part[] {
  return payload
    .split('\n')
    .filter((line) => line.includes(':'))
    .map((line) => ({
      bytes: Buffer.byteLength(line),
      what: describe(line.slice(line.indexOf(':') + 1)),
    }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}
