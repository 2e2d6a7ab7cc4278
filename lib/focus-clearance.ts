/**
 * The mark of what stays put on the screen and may be drawn over the page's content (the fixed
 * footer, notices): spread onto such an element, so that the focused element is kept clear of it.
 */
export const OVERLAY = { 'data-overlay': '' } as const;
export const OVERLAY_SELECTOR = '[data-overlay]';

/** The id of the page's main content, which the skip link targets and focus can rest on. */
export const MAIN_ID = 'main';

/**
 * When a control that has focus closes what it sits in (a notice's close button), focus goes on
 * from the page's main content instead of falling back to the top of the page.
 */
export function leaveFocusOnMain(closing: Element): void {
  if (closing.contains(document.activeElement)) {
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }
}

/** A box on the screen, as getBoundingClientRect gives it. */
export type Box = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>;

/**
 * How far to scroll the page (positive: down) so that the focused box is clear of the boxes that
 * stay put on the screen (a fixed footer, a notice), with `gap` to spare. A cover in the lower
 * half of the screen is cleared by scrolling down, one in the upper half by scrolling up; where
 * both cannot be cleared, the focused box's top wins, where a reader starts. Covers beside the
 * box (no horizontal overlap) do not count.
 */
export function clearance(focused: Box, covers: readonly Box[], screenHeight: number, gap = 8) {
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

/** The space added at the page's end, so that its last control can scroll clear of a cover. */
const SPACE = '--focus-space';

/**
 * Scrolls the page until nothing that stays put on the screen covers the focused element, adding
 * space at the page's end when it is too short for that. Elements inside a cover (the footer's
 * own links) are left where they are. Run when focus moves, and when a cover appears.
 */
export function scrollClearOfCovers(focused: Element | null): void {
  if (!focused || focused === document.body) return;
  const covers = [...document.querySelectorAll(OVERLAY_SELECTOR)]
    .filter((cover) => !cover.contains(focused))
    .map((cover) => cover.getBoundingClientRect());
  const box = (focused.closest('label') ?? focused).getBoundingClientRect();
  const by = clearance(box, covers, window.innerHeight);
  if (by === 0) return;
  const root = document.documentElement;
  const short = window.scrollY + by - (root.scrollHeight - window.innerHeight);
  if (short > 0) {
    const space = parseFloat(root.style.getPropertyValue(SPACE)) || 0;
    root.style.setProperty(SPACE, `${space + Math.ceil(short)}px`);
  }
  window.scrollBy({ top: by, behavior: 'instant' });
}
