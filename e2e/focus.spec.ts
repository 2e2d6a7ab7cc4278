// Every page at every sweep width: keyboard focus never lands on an element that something else
// (the fixed footer, a notice, a preview's badge) covers, or that is off the screen.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ALL_PAGES } from './pages';
import { SWEEP_WIDTHS, resizeTo, screenAt } from './screens';

/** One animation frame, in ms. */
const FRAME_MS = 16;

/** Enough Tab presses to pass every control of the longest page. */
const MAX_TABS = 60;

/**
 * The points on a grid across each box of the focused element where something else is on top, or
 * that lie off the screen.
 */
async function hiddenParts(page: Page) {
  // The page clears the focused element in an animation frame: run one on the held clock.
  await page.clock.runFor(FRAME_MS);
  return page.evaluate(async () => {
    // A new resize observer reports at the next rendering step, on a held clock too.
    await new Promise<void>((resolve) => {
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(document.documentElement);
    });
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    // Once focus comes round to an element it had before, every stop has been seen.
    const visited = ((window as { visited?: WeakSet<Element> }).visited ??= new WeakSet());
    if (visited.has(focused)) return 'again';
    visited.add(focused);
    const drawn = focused.closest('label') ?? focused;
    // A link broken over two lines is a box on each: the box around both takes in the words beside.
    const boxes = [...drawn.getClientRects()].filter(({ width, height }) => width && height);
    if (boxes.length === 0) return null;
    const hidden: string[] = [];
    // A preview's badge lets the pointer through, so make it take the pointer while we look.
    const badge = document.querySelector<HTMLElement>('[data-preview-badge]');
    if (badge) badge.style.pointerEvents = 'auto';
    for (const box of boxes) {
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
    }
    if (badge) badge.style.pointerEvents = '';
    const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40);
    return { element: `${focused.tagName.toLowerCase()} "${name}"`, hidden };
  });
}

// Held, so timed notices stay put for the sweep. No trace: recording every Tab would slow it down.
test.use({ heldClock: true, trace: 'off' });

for (const { path } of ALL_PAGES) {
  test(
    `no focused element on ${path} is even partly hidden at any width`,
    { tag: '@slow' },
    async ({ page, visit }) => {
      await page.setViewportSize(screenAt(SWEEP_WIDTHS[0]!));
      await visit(path);
      for (const width of SWEEP_WIDTHS) {
        const screen = screenAt(width);
        await resizeTo(page, screen);
        // A round of its own at each size: every stop is looked at again.
        await page.evaluate(() => delete (window as { visited?: unknown }).visited);
        let stops = 0;
        let cameRound = false;
        for (let press = 0; press < MAX_TABS && !cameRound; press += 1) {
          await page.keyboard.press('Tab');
          const parts = await hiddenParts(page);
          cameRound = parts === 'again';
          if (!parts || parts === 'again') continue;
          stops += 1;
          expect(parts.hidden, `${parts.element} at ${screen.width} × ${screen.height}`).toEqual(
            [],
          );
        }
        // Focus came back to where it started, so every stop of the page was looked at.
        expect(cameRound, `${stops} stops seen at ${width} px, focus not yet round`).toBe(true);
        expect(stops).toBeGreaterThan(3);
      }
    },
  );
}
