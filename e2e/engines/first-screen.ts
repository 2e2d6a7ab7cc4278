// The first screen's parts and where they are, compared between two engines: the same parts shown,
// in the same places, give or take what other font metrics move. No stored picture.

/** The parts of a page a visitor places by eye: bars, tabs, headings, pictures, the form. */
export const PARTS = [
  'header',
  'header select',
  'header nav a',
  'main',
  'main h1',
  'main h2',
  'main img',
  'main [role=img]',
  'main form',
  'footer',
  'footer a',
];

export type Part = { key: string; left: number; right: number; top: number; bottom: number };

/** Every shown part on the first screen, from the page's top. Runs in the page. */
export function firstScreenParts(selectors: string[]): Part[] {
  window.scrollTo(0, 0);
  return selectors.flatMap((selector) =>
    [...document.querySelectorAll(selector)].flatMap((element, index) => {
      const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
      const shown = width > 0 && height > 0 && top < innerHeight && bottom > 0;
      return shown ? [{ key: `${selector} #${index + 1}`, left, right, top, bottom }] : [];
    }),
  );
}

// Fonts differ between engines: slightly wider text widens a box that fits it, and a line that
// wraps moves what follows it down.
function tolerance(part: Part, width: number) {
  const across = 8 + width * 0.02;
  return {
    left: across,
    right: across + (part.right - part.left) * 0.15,
    down: 12 + part.top * 0.1,
  };
}

// A part near the fold may show in one engine and not the other.
export function firstScreenDifferences(
  chromium: Part[],
  other: Part[],
  { width, height }: { width: number; height: number },
): string[] {
  const byKey = new Map(other.map((part) => [part.key, part]));
  const problems: string[] = [];
  for (const part of chromium) {
    const seen = byKey.get(part.key);
    byKey.delete(part.key);
    const { left, right, down } = tolerance(part, width);
    if (!seen) {
      if (part.top < height - down) problems.push(`${part.key} is not on the first screen`);
      continue;
    }
    const moved = [
      Math.abs(seen.left - part.left) > left && `left ${part.left}→${seen.left}`,
      Math.abs(seen.right - part.right) > right && `right ${part.right}→${seen.right}`,
      Math.abs(seen.top - part.top) > down && `top ${part.top}→${seen.top}`,
    ].filter(Boolean);
    if (moved.length) problems.push(`${part.key} moved: ${moved.join(', ')}`);
  }
  for (const part of byKey.values()) {
    if (part.top < height - tolerance(part, width).down) {
      problems.push(`${part.key} shows on the first screen, not in Chromium`);
    }
  }
  return problems;
}
