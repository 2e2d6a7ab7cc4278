'use client';
// Marks the page once its code runs, so the end-to-end tests know when to start clicking.
import { useEffect } from 'react';

export default function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
