// Where each screen of a page starts when a visitor scrolls it screen by screen.

/**
 * The scroll positions of a page's screens, at most `most`: each next one starts where the fixed
 * footer began to cover the last. Runs in the page, in any engine.
 */
export function pageScreens(most: number): number[] {
  const height = document.documentElement.scrollHeight;
  const step = window.innerHeight - (document.querySelector('footer')?.offsetHeight ?? 0);
  const count = Math.min(most, 1 + Math.max(0, Math.ceil((height - window.innerHeight) / step)));
  return Array.from({ length: count }, (_, screen) => screen * step);
}
