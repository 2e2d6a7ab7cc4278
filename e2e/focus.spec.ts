import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { ALL_PAGES } from './pages';

/** Screens from the narrowest phone to a large monitor. */
const SCREENS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

/** Enough Tab presses to pass every control of the longest page. */
const MAX_TABS = 60;

/**
 * The parts of the focused element that something else is drawn over: points on a grid across it
 * where the topmost element is neither it, nor inside it or the label that draws it, nor what it
 * sits on. A point off the screen counts as hidden too.
 */
async function hiddenParts(page: Page) {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    // Once focus comes round to an element it had before, every stop has been seen.
    const visited = ((window as { visited?: WeakSet<Element> }).visited ??= new WeakSet());
    if (visited.has(focused)) return 'again';
    visited.add(focused);
    const drawn = focused.closest('label') ?? focused;
    const box = drawn.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const hidden: string[] = [];
    for (const fx of [0, 0.25, 0.5, 0.75, 1]) {
      for (const fy of [0, 0.5, 1]) {
        const x = box.left + 2 + fx * (box.width - 4);
        const y = box.top + 2 + fy * (box.height - 4);
        const onScreen = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
        const top = onScreen ? document.elementFromPoint(x, y) : null;
        // Its own parts, or what it sits on (an inline link's box reaches past its text), are fine.
        if (top && (drawn.contains(top) || focused.contains(top) || top.contains(focused))) {
          continue;
        }
        const by = top ? `${top.tagName.toLowerCase()}.${top.className}` : 'the screen edge';
        hidden.push(`(${Math.round(x)}, ${Math.round(y)}) under ${by}`);
      }
    }
    const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40);
    return { element: `${focused.tagName.toLowerCase()} "${name}"`, hidden };
  });
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: screen });

    for (const { path } of ALL_PAGES) {
      test(`no focused element on ${path} is even partly hidden`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        let stops = 0;
        let cameRound = false;
        for (let press = 0; press < MAX_TABS && !cameRound; press += 1) {
          await page.keyboard.press('Tab');
          const parts = await hiddenParts(page);
          cameRound = parts === 'again';
          if (!parts || parts === 'again') continue;
          stops += 1;
          expect(parts.hidden, `${parts.element} on ${path}`).toEqual([]);
        }
        // Focus came back to where it started, so every stop of the page was looked at.
        expect(cameRound, `${stops} stops seen, focus not yet round`).toBe(true);
        expect(stops).toBeGreaterThan(3);
      });
    }
  });
}
