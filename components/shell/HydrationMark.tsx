'use client';
// Marks the page once its code runs, so the end-to-end tests know when to start clicking.
import { useEffect } from 'react';

/**
 * Marks the page `data-hydrated` once React runs it, so clicks reach the app; the end-to-end tests
 * wait for it.
 */
export default function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
