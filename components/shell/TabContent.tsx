'use client';
import type { ReactNode } from 'react';
import { useLinkStatus } from 'next/link';
import styles from './NavTabs.module.css';

/**
 * A tab's icon and label, marked while the tab's page is on its way: the tab menu's styles then
 * move the selected look to this tab at once, a round trip or two before the page arrives.
 */
export default function TabContent({ children }: { children: ReactNode }) {
  const { pending } = useLinkStatus();
  return (
    <span className={styles.content} data-pending={pending || undefined}>
      {children}
    </span>
  );
}
