// After inlining: the full stylesheets load as print (lowest priority, never waited for) and a
// CSP-hashed inline script switches them to all media; without scripts the inlined CSS suffices.

/** Marks the full stylesheets' links (the `<link>`s Beasties moved into the body). */
export const FULL_STYLES = 'data-full-styles';

/** Switches each full stylesheet to all media once it has loaded (or at once if it has). */
const SWITCH_SCRIPT =
  `for(const l of document.querySelectorAll('link[${FULL_STYLES}]')){` +
  `const all=()=>{l.media='all'};l.sheet?all():l.addEventListener('load',all)}`;

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
