/**
 * Publishes, as a CSS length on the page's root, how much room a fixed element takes at the
 * screen's bottom (its height plus `gap`), for as long as it is there: others then keep clear of
 * it (the page's end scrolls out from under a toast; a toast sits above a message bar). Returns
 * the function that takes the room back.
 */
export function reserveRoom(
  property: `--${string}`,
  element: HTMLElement,
  gap: number,
): () => void {
  const root = document.documentElement;
  // The layout height: a toast still growing in (scaled) takes its full room already.
  const measure = () => root.style.setProperty(property, `${element.offsetHeight + gap}px`);
  const observer = new ResizeObserver(measure);
  observer.observe(element);
  measure();
  return () => {
    observer.disconnect();
    root.style.removeProperty(property);
  };
}

/** The room the home page's message bar takes above the footer, while it shows. */
export const BAR_ROOM = '--message-bar-room';
/** The room the welcome toast takes above the footer (and the message bar), while it shows. */
export const TOAST_ROOM = '--toast-room';
