'use client';
import { useEffect } from 'react';

/**
 * Marks the page `data-hydrated` once React has taken over the pre-rendered HTML: from then on a
 * click or a keystroke reaches the app. The end-to-end tests wait for it before they touch a page.
 */
export default function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
