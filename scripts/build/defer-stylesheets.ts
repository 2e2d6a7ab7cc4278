// After the critical CSS is inlined: the full stylesheets, which Beasties moved to the end of the
// body, are loaded for print (browsers fetch that at the lowest priority and never wait for it)
// and switched to all media by a small script once each has loaded. The first paint, and
// Lighthouse's model of it, then wait for the HTML alone. The script is an inline one like
// Next.js's own, hashed into the Content-Security-Policy; the policy allows no event handler.
// Without scripts the full stylesheets stay print-only: the inlined CSS already holds every rule
// that matches an element of the page.

/** Marks the full stylesheets' links (the `<link>`s Beasties moved into the body). */
export const FULL_STYLES = 'data-full-styles';

/** Switches each full stylesheet to all media once it has loaded (or at once if it has). */
const SWITCH_SCRIPT =
  `for(const l of document.querySelectorAll('link[${FULL_STYLES}]')){` +
  `const all=()=>{l.media='all'};l.sheet?all():l.addEventListener('load',all)}`;

/**
 * The page with its body's stylesheet links loaded for print (lowest priority, never waited for)
 * and switched to all media by a script right after them, once each has loaded.
 */
export function deferStylesheets(html: string): string {
  const body = html.indexOf('<body');
  if (body < 0) return html;
  const marked = html
    .slice(body)
    .replace(
      /<link\b(?=[^>]*\brel="stylesheet")(?![^>]*\bmedia=)([^>]*)>/g,
      (_, attributes: string) => `<link${attributes} media="print" ${FULL_STYLES}>`,
    );
  const links = [...marked.matchAll(new RegExp(`<link [^>]*${FULL_STYLES}>`, 'g'))];
  const last = links.at(-1);
  if (!last) return html;
  const end = last.index + last[0].length;
  const script = `<script>${SWITCH_SCRIPT}</script>`;
  return `${html.slice(0, body)}${marked.slice(0, end)}${script}${marked.slice(end)}`;
}
