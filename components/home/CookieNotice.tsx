'use client';
import { useEffect, useState, type ReactNode } from 'react';

/** How long the "no cookies" message stays (SPEC §9). */
export const COOKIE_NOTICE_MS = 5000;

type Props = { className?: string; children: ReactNode };

/** The "this site uses no cookies" bar (styled by NoCookies): shown on load, gone after 5 s. */
export default function CookieNotice({ className, children }: Props) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), COOKIE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div role="status" className={className}>
      {children}
    </div>
  );
}
