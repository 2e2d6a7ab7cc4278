'use client';
// A page tab's icon and label, shown as selected as soon as it is tapped.
import type { ReactNode } from 'react';
import { useLinkStatus } from 'next/link';
import styles from './NavTabs.module.css';

export default function TabContent({ children }: { children: ReactNode }) {
  const { pending } = useLinkStatus();
  return (
    <span className={styles.content} data-pending={pending || undefined}>
      {children}
    </span>
  );
}
