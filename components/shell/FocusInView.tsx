'use client';
// Scrolls so that whatever has keyboard focus is never hidden behind the footer or a notice.
import { useEffect } from 'react';
import { scrollClearOfCovers } from '@/lib/focus-clearance';

/**
 * Keeps the focused element clear of the fixed footer and notices, scrolling on after the browser
 * has scrolled it into view.
 */
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
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', clear);
    };
  }, []);
  return null;
}
