/**
 * Sets a CSS length on the page's root for the space a fixed bar at the screen's bottom takes, so
 * that others keep clear of it. Returns the function that removes it.
 */
export function reserveSpace(
  property: `--${string}`,
  element: HTMLElement,
  gap: number,
): () => void {
  const root = document.documentElement;
  // The layout height: a toast still growing in (scaled) already takes its full height.
  const measure = () => root.style.setProperty(property, `${element.offsetHeight + gap}px`);
  const observer = new ResizeObserver(measure);
  observer.observe(element);
  measure();
  return () => {
    observer.disconnect();
    root.style.removeProperty(property);
  };
}

/** The space the home page's message bar takes above the footer, while it shows. */
export const MESSAGE_BAR_SPACE = '--message-bar-space';
/** The space the availability toast takes above the footer (and the message bar), while it shows. */
export const TOAST_SPACE = '--toast-space';
