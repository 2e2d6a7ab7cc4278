'use client';
// A page tab's icon and label, shown as selected as soon as it is tapped.
import type { ReactNode } from 'react';
import { useLinkStatus } from 'next/link';
import styles from './NavTabs.module.css';

/**
 * A tab's icon and label, marked while the tab's page is on its way, so the tab looks selected
 * at once.
 */
export default function TabContent({ children }: { children: ReactNode }) {
  const { pending } = useLinkStatus();
  return (
    <span className={styles.content} data-pending={pending || undefined}>
      {children}
    </span>
  );
}
