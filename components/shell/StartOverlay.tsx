'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { OVERLAY_REMOVE_MS } from '@/lib/layout';

type Props = { className?: string; children?: ReactNode };

/**
 * The start animation over the page (styled by StartAnimation). Decorative: hidden from assistive
 * technology, lets clicks through, skipped when the visitor prefers reduced motion, and gone
 * after 2 s (by CSS too, should scripts never run).
 */
export default function StartOverlay({ className, children }: Props) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(() => setShown(false), reduced ? 0 : OVERLAY_REMOVE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div aria-hidden data-testid="start-overlay" className={className}>
      {children}
    </div>
  );
}
