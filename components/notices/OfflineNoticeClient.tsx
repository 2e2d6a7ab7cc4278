'use client';
// The bar that says the site is offline, which the visitor can close.
import { useState, type ReactNode } from 'react';
import { leaveFocusOnMain } from '@/lib/focus-clearance';
import styles from './Notices.module.css';

type Props = { closeLabel: string; closeIcon: ReactNode; children: ReactNode };

/**
 * The site-offline bar's close button. Closed, it stays away on the other tabs' pages; a new
 * visit shows it again.
 */
export default function OfflineNoticeClient({ closeLabel, closeIcon, children }: Props) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div role="status" className={styles.offline}>
      <div className={styles.words}>{children}</div>
      <button
        type="button"
        className={styles.close}
        aria-label={closeLabel}
        title={closeLabel}
        onClick={(event) => {
          leaveFocusOnMain(event.currentTarget);
          setOpen(false);
        }}
      >
        {closeIcon}
      </button>
    </div>
  );
}
