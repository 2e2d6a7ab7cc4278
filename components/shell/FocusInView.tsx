'use client';
// Scrolls so that whatever has keyboard focus is never hidden behind the footer or a notice.
import { useEffect } from 'react';
import { MAIN_ID, scrollClearOfCovers } from '@/lib/focus-clearance';

/** Again whenever the content changes size under it: a message above it, a growing text area. */
export default function FocusInView() {
  useEffect(() => {
    let frame = 0;
    const clear = (event: FocusEvent) => {
      const focused = event.target;
      if (!(focused instanceof Element)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => scrollClearOfCovers(focused));
    };
    document.addEventListener('focusin', clear);
    // Reported before the frame is painted, so the moved element is never seen covered. The
    // content's own box: the space kept at its end for covers does not report back here.
    const resized = new ResizeObserver(() => scrollClearOfCovers(document.activeElement));
    const main = document.getElementById(MAIN_ID);
    if (main) resized.observe(main);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', clear);
      resized.disconnect();
    };
  }, []);
  return null;
}
