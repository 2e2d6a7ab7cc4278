// Tells when the page has loaded and the browser has a moment to spare: the time for work that no
// visitor waits for, such as fetching the other tabs' pages.
import { useEffect, useState } from 'react';

/** The longest an idle moment is waited for once the page has loaded, on a browser never idle. */
export const IDLE_AT_THE_LATEST_MS = 3000;

/** Where a browser has no idle callbacks (Safari), a moment after the load event instead. */
const WITHOUT_IDLE_CALLBACKS_MS = 1000;

/** Calls `then` once the page has loaded and the browser is idle; returns how to call it off. */
function afterLoadWhenIdle(then: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(then, { timeout: IDLE_AT_THE_LATEST_MS });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(then, WITHOUT_IDLE_CALLBACKS_MS);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
  } else {
    window.addEventListener('load', whenIdle, { once: true });
    cancel = () => window.removeEventListener('load', whenIdle);
  }
  return () => cancel();
}

/** False until the page has loaded and the browser has been idle once. */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setIdle(true)), []);
  return idle;
}
