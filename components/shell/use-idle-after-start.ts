// Tells when the page has started and the browser has a moment to spare: the time for work that no
// visitor waits for, such as fetching the other tabs' pages.
import { useEffect, useState } from 'react';

// After the load event: its last scripts and pictures, the start animation's end and a slow
// phone's first frames come first.
export const STARTED_AFTER_LOAD_MS = 1500;

const IDLE_WITHIN_MS = 3000;

export const IDLE_AFTER_LOAD_AT_THE_LATEST_MS = STARTED_AFTER_LOAD_MS + IDLE_WITHIN_MS;

function afterStartWhenIdle(then: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    // Safari has no idle callbacks: there the time after the start is taken as idle.
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(then, { timeout: IDLE_WITHIN_MS });
      cancel = () => cancelIdleCallback(id);
    } else {
      then();
    }
  };
  const afterStart = () => {
    const id = setTimeout(whenIdle, STARTED_AFTER_LOAD_MS);
    cancel = () => clearTimeout(id);
  };
  if (document.readyState === 'complete') {
    afterStart();
  } else {
    window.addEventListener('load', afterStart, { once: true });
    cancel = () => window.removeEventListener('load', afterStart);
  }
  return () => cancel();
}

export function useIdleAfterStart(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterStartWhenIdle(() => setIdle(true)), []);
  return idle;
}
