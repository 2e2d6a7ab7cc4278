'use client';
// Lets phone users swipe left or right to go to the next or previous page tab.
import { useRef, type ReactNode, type Touch } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { hrefFor, SWIPE_THRESHOLD, swipeTarget, tabForPathname } from '@/lib/tabs';
import styles from './SwipeArea.module.css';

type Props = { locale: Locale; children: ReactNode };

// Touches that edit, select or zoom are not swipes: they start in these, or use two fingers.
const NOT_A_SWIPE =
  'input, textarea, select, [contenteditable], [role="dialog"], [role="alertdialog"]';

export default function SwipeArea({ locale, children }: Props) {
  const pathname = usePathname();
  const router = useRouter();
  const start = useRef<{ x: number; y: number } | null>(null);
  const swipedTo = (touch: Touch | undefined) => {
    const from = start.current;
    if (!from || !touch) return null;
    const page = tabForPathname(pathname).page;
    return swipeTarget(page, touch.clientX - from.x, touch.clientY - from.y);
  };
  return (
    <div
      className={styles.area}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        const editing = (event.target as Element).closest?.(NOT_A_SWIPE);
        const zoomed = (window.visualViewport?.scale ?? 1) > 1;
        start.current =
          touch && event.touches.length === 1 && !editing && !zoomed
            ? { x: touch.clientX, y: touch.clientY }
            : null;
        // A swipe may be starting: the pages either way are fetched while the finger moves.
        if (start.current) {
          const page = tabForPathname(pathname).page;
          for (const dx of [-SWIPE_THRESHOLD, SWIPE_THRESHOLD]) {
            const next = swipeTarget(page, dx);
            if (next) router.prefetch(hrefFor(locale, next));
          }
        }
      }}
      onTouchEnd={(event) => {
        const target = swipedTo(event.changedTouches[0]);
        start.current = null;
        // Lets the end-to-end tests see that a gesture that moves nothing was handled.
        const area = event.currentTarget.dataset;
        area.gestures = String(Number(area.gestures ?? 0) + 1);
        area.lastGesture = target ? target.page : 'ignored';
        if (target) router.push(hrefFor(locale, target));
      }}
    >
      {children}
    </div>
  );
}
