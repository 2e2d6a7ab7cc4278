// The space a fixed bar at the screen's bottom takes, as a CSS length others keep clear of.
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

export const MESSAGE_BAR_SPACE = '--message-bar-space';
export const TOAST_SPACE = '--toast-space';
