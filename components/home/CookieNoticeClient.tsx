'use client';
// Shows the "no cookies" note in the browser and hides it after a few seconds.
import { useEffect, useState, type ReactNode } from 'react';
import styles from './CookieNotice.module.css';
import { OVERLAY } from '@/lib/focus-clearance';
import { MESSAGE_BAR_SPACE, reserveSpace } from '@/lib/fixed-bar-space';

// As its stylesheet places it.
const ABOVE_FOOTER_PX = 12;
const keepSpace = (bar: HTMLDivElement | null) =>
  bar ? reserveSpace(MESSAGE_BAR_SPACE, bar, ABOVE_FOOTER_PX) : undefined;

const COOKIE_NOTICE_MS = 5000;

type Props = { children: ReactNode };

export default function CookieNoticeClient({ children }: Props) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), COOKIE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div role="status" className={styles.bar} ref={keepSpace} {...OVERLAY}>
      {children}
    </div>
  );
}
