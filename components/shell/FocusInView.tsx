'use client';
import { useEffect } from 'react';
import { clearance, OVERLAY_SELECTOR } from '@/lib/focus-clearance';

/** The space added at the page's end, so that its last control can scroll clear of a cover. */
const ROOM = '--focus-room';

/**
 * Keeps the focused element clear of the fixed footer and of notices: after the browser has
 * scrolled it into view, the page scrolls on until nothing that stays put on the screen covers
 * any of it. Elements inside a cover (the footer's own links) are left where they are.
 */
export default function FocusInView() {
  useEffect(() => {
    let frame = 0;
    const clear = (event: FocusEvent) => {
      const focused = event.target;
      if (!(focused instanceof Element)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const covers = [...document.querySelectorAll(OVERLAY_SELECTOR)]
          .filter((cover) => !cover.contains(focused))
          .map((cover) => cover.getBoundingClientRect());
        const box = (focused.closest('label') ?? focused).getBoundingClientRect();
        const by = clearance(box, covers, window.innerHeight);
        if (by === 0) return;
        const root = document.documentElement;
        const short = window.scrollY + by - (root.scrollHeight - window.innerHeight);
        if (short > 0) {
          const room = parseFloat(root.style.getPropertyValue(ROOM)) || 0;
          root.style.setProperty(ROOM, `${room + Math.ceil(short)}px`);
        }
        window.scrollBy({ top: by, behavior: 'instant' });
      });
    };
    document.addEventListener('focusin', clear);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', clear);
    };
  }, []);
  return null;
}
