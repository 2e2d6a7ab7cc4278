'use client';
import { useRef, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { hrefFor, swipeTarget, tabForPathname } from '@/lib/tabs';
import styles from './SwipeArea.module.css';

type Props = { locale: string; children: ReactNode };

/** Touches that edit, select or zoom are not swipes: they start in these, or use two fingers. */
const NOT_A_SWIPE =
  'input, textarea, select, [contenteditable], [role="dialog"], [role="alertdialog"]';

/** Swiping left moves to the next tab, right to the previous one; no wrap-around. */
export default function SwipeArea({ locale, children }: Props) {
  const pathname = usePathname();
  const router = useRouter();
  const start = useRef<{ x: number; y: number } | null>(null);
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
      }}
      onTouchEnd={(event) => {
        const touch = event.changedTouches[0];
        if (!start.current || !touch) return;
        const dx = touch.clientX - start.current.x;
        const dy = touch.clientY - start.current.y;
        start.current = null;
        const target = swipeTarget(tabForPathname(pathname).value, dx, dy);
        if (target) router.push(hrefFor(locale, target));
      }}
    >
      {children}
    </div>
  );
}
