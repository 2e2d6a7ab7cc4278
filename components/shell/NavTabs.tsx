'use client';
// The site's main navigation: the pages as links that look like tabs.
import { useState, type ReactNode } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { hrefFor, tabForPathname, tabOf, type Page } from '@/lib/tabs';
import styles from './NavTabs.module.css';
import TabContent from './TabContent';
import { useIdleAfterStart } from './use-idle-after-start';

type Props = {
  locale: Locale;
  label: string;
  tabs: { page: Page; label: string; icon: ReactNode }[];
};

/**
 * Links, not ARIA tabs: each loads a page. The other pages are fetched once the page has started
 * and the browser is idle, or one sooner when reached for, so fetching never slows the start.
 */
export default function NavTabs({ locale, label, tabs }: Props) {
  const current = tabForPathname(usePathname());
  const idle = useIdleAfterStart();
  const [reached, setReached] = useState<ReadonlySet<Page>>(new Set());
  const reach = (page: Page) =>
    setReached((pages) => (pages.has(page) ? pages : new Set(pages).add(page)));
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {tabs.map(({ page, label: tabLabel, icon }) => {
          const selected = page === current.page;
          return (
            <li key={page}>
              <Link
                href={hrefFor(locale, tabOf(page))}
                // null is Next.js's own prefetching, which starts once it is allowed.
                prefetch={!selected && (idle || reached.has(page)) ? null : false}
                onPointerEnter={() => reach(page)}
                onTouchStart={() => reach(page)}
                onFocus={() => reach(page)}
                aria-current={selected ? 'page' : undefined}
                className={styles.tab}
              >
                <TabContent>
                  {icon}
                  {tabLabel}
                </TabContent>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
