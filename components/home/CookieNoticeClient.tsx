'use client';
import { useEffect, useState, type ReactNode } from 'react';
import styles from './CookieNotice.module.css';
import { OVERLAY } from '@/lib/focus-clearance';

/** How long the "no cookies" message stays. */
const COOKIE_NOTICE_MS = 5000;

type Props = { children: ReactNode };

/**
 * The client part of CookieNotice: the "this site uses no cookies" bar, shown on load, gone
 * after 5 s.
 */
export default function CookieNoticeClient({ children }: Props) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), COOKIE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div role="status" className={styles.bar} {...OVERLAY}>
      {children}
    </div>
  );
}
