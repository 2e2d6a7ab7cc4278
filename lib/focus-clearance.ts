// Keeps the focused element clear of what stays put over the page (the fixed footer, notices).
export const OVERLAY = { 'data-overlay': '' } as const;
export const OVERLAY_SELECTOR = '[data-overlay]';

export const MAIN_ID = 'main';

/** A closing notice took focus with it: go on from the main content, not the page's top. */
export function leaveFocusOnMain(closing: Element): void {
  if (closing.contains(document.activeElement)) {
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }
}

export type Box = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>;

/**
 * Where both ends cannot be cleared, the box's top wins: a reader starts there. A box wholly off
 * the screen is one the visitor scrolled away from, and is left there.
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

/** With what describes it (a field's message, a locked button's hint): those must show too. */
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

const SPACE = '--focus-space';

/** Adds space at the page's end when its last control cannot otherwise scroll clear. */
export function scrollClearOfCovers(focused: Element | null): void {
  if (!focused || focused === document.body) return;
  const covers = [...document.querySelectorAll(OVERLAY_SELECTOR)]
    .filter((cover) => !cover.contains(focused))
    .map((cover) => cover.getBoundingClientRect());
  const box = describedBox(focused);
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
