// The page that shows the screenshots of `npm run shots` side by side, labelled.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

const escape = (text: string) =>
  String(text).replace(/[&<>"]/g, (character) => ENTITIES[character] ?? character);

/** How wide a device's screens are drawn on the sheet: phone 2/3, laptop 1/3, A4 print 1/2. */
const SHOWN_WIDTH = { phone: 260, laptop: 480, paper: 340 };

/** A screen size the pages are shot at. */
export type Device = { name: keyof typeof SHOWN_WIDTH; width: number; height: number };

/**
 * One view shot on one device in one theme: its screens' files, top to bottom, and for paper a PDF.
 */
export type Shot = { view: string; device: Device; theme: string; files: string[]; pdf?: string };

function figure(shot: Shot) {
  const caption = `${shot.theme} · ${shot.device.name} ${shot.device.width}×${shot.device.height}`;
  const screens = shot.files
    .map(
      (file, index) =>
        `<a href="${escape(file)}"><img src="${escape(file)}" width="${SHOWN_WIDTH[shot.device.name]}" loading="lazy" alt="${escape(`${caption}, screen ${index + 1}`)}"></a>`,
    )
    .join('');
  const pdf = shot.pdf ? ` · <a href="${escape(shot.pdf)}">PDF</a>` : '';
  return `<figure><figcaption>${escape(caption)}${pdf}</figcaption>${screens}</figure>`;
}

/**
 * The sheet: a section per view, a row per device, a column per theme, each column the screens a
 * visitor scrolls through.
 */
export function contactSheet({
  shots,
  views,
  devices,
  title,
}: {
  shots: readonly Shot[];
  views: readonly { name: string }[];
  devices: readonly Device[];
  title: string;
}): string {
  const sections = views.map((view) => {
    const rows = devices.map((device) => {
      const row = shots.filter((shot) => shot.view === view.name && shot.device === device);
      return `<div class="row">${row.map(figure).join('')}</div>`;
    });
    return `<section><h2>${escape(view.name)}</h2>${rows.join('')}</section>`;
  });
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>${escape(title)}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #eef0f3; color: #1a1a1a; }
  section { margin-block: 32px; }
  .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; margin-block: 12px; }
  figure { margin: 0; display: flex; flex-direction: column; gap: 4px; }
  figcaption { font-weight: 600; }
  img { display: block; height: auto; border: 1px solid #9aa0a6; }
</style>
<h1>${escape(title)}</h1>
<p>Every page in every theme, as a phone and a laptop show it, screen by screen, also with the
system's forced colours (Windows high contrast); and every page as it prints (the whole page at an
A4 page's width, and the PDF). Look for what a visitor would find odd: sideways scrolling, a word
split over two lines, holes, clipped text, the footer over the content, the wrong colours for the
theme, a control that vanishes in forced colours, a screen control on paper. Click a screen to see
it at full size.</p>
${sections.join('\n')}
</html>
`;
}
