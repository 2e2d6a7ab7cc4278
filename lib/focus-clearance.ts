/**
 * Marks what stays put on the screen over the page (the fixed footer, notices), so that the
 * focused element is kept clear of it.
 */
export const OVERLAY = { 'data-overlay': '' } as const;
export const OVERLAY_SELECTOR = '[data-overlay]';

/** The id of the page's main content, which the skip link targets and focus can rest on. */
export const MAIN_ID = 'main';

/**
 * When a focused control closes what holds it (a notice's close button), focus goes on from the
 * main content instead of the top of the page.
 */
export function leaveFocusOnMain(closing: Element): void {
  if (closing.contains(document.activeElement)) {
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }
}

/** A box on the screen, as getBoundingClientRect gives it. */
export type Box = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>;

/**
 * How far to scroll (positive: down) so the focused box clears the covers beside it vertically,
 * with `gap`. Where both ends cannot be cleared, the box's top wins: a reader starts there. A box
 * wholly off the screen is one the visitor scrolled away from, and is left there.
 */
export function clearance(focused: Box, covers: readonly Box[], screenHeight: number, gap = 8) {
  if (focused.bottom <= 0 || focused.top >= screenHeight) return 0;
  let down = 0;
  let up = 0;
  for (const cover of covers) {
    if (cover.right <= focused.left || cover.left >= focused.right) continue;
    if (cover.bottom <= cover.top) continue;
    if (cover.top + cover.bottom > screenHeight) {
      down = Math.max(down, focused.bottom + gap - cover.top);
    } else {
      up = Math.max(up, cover.bottom + gap - focused.top);
    }
  }
  if (up > 0) return -up;
  if (down <= 0) return 0;
  // Scrolling down must not push the box's top under a cover at the top.
  const room = Math.min(
    focused.top - gap,
    ...covers
      .filter((cover) => cover.top + cover.bottom <= screenHeight)
      .filter((cover) => cover.right > focused.left && cover.left < focused.right)
      .map((cover) => focused.top - cover.bottom - gap),
  );
  return Math.max(0, Math.min(down, room));
}

/**
 * The focused element's box, together with what describes it (a field's message line, a locked
 * button's hint): the visitor needs those in view as well.
 */
function describedBox(focused: Element): Box | undefined {
  const ids = focused.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const boxes = [
    focused.closest('label') ?? focused,
    ...ids.map((id) => document.getElementById(id)),
  ]
    .filter((part) => part !== null)
    .map((part) => part.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
  if (boxes.length === 0) return undefined;
  return {
    top: Math.min(...boxes.map((box) => box.top)),
    bottom: Math.max(...boxes.map((box) => box.bottom)),
    left: Math.min(...boxes.map((box) => box.left)),
    right: Math.max(...boxes.map((box) => box.right)),
  };
}

/** The space added at the page's end, so that its last control can scroll clear of a cover. */
const SPACE = '--focus-space';

/**
 * Scrolls until nothing fixed covers the focused element, adding space at the page's end if
 * needed. Elements inside a cover (the footer's own links) stay where they are.
 */
export function scrollClearOfCovers(focused: Element | null): void {
  if (!focused || focused === document.body) return;
  const covers = [...document.querySelectorAll(OVERLAY_SELECTOR)]
    .filter((cover) => !cover.contains(focused))
    .map((cover) => cover.getBoundingClientRect());
  const box = describedBox(focused);
  // Nothing drawn (hidden, or no box), nothing to clear.
  const by = box ? clearance(box, covers, window.innerHeight) : 0;
  if (by === 0) return;
  const root = document.documentElement;
  const short = window.scrollY + by - (root.scrollHeight - window.innerHeight);
  if (short > 0) {
    const space = parseFloat(root.style.getPropertyValue(SPACE)) || 0;
    root.style.setProperty(SPACE, `${space + Math.ceil(short)}px`);
  }
  window.scrollBy({ top: by, behavior: 'instant' });
}
