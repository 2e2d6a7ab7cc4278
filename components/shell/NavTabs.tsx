'use client';
// The tabs that move between Home, About, Services and Contact.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { hrefFor, tabForPathname, TABS, type Page } from '@/lib/tabs';
import styles from './NavTabs.module.css';
import TabContent from './TabContent';
import { useIdleAfterStart } from './use-idle-after-start';

type Props = {
  locale: Locale;
  label: string;
  tabs: { page: Page; label: string; icon: ReactNode }[];
};

const KEY_STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The tab menu: each tab is a link, the selected one follows the route, and arrow, Home and End
 * keys move between tabs as in any tab list. The other tabs' pages are fetched once the page has
 * started and the browser is idle, or a tab's sooner when the visitor reaches for it, so that
 * fetching them never competes with the page's start.
 */
export default function NavTabs({ locale, label, tabs }: Props) {
  const current = tabForPathname(usePathname());
  const list = useRef<HTMLDivElement>(null);
  const idle = useIdleAfterStart();
  const [reached, setReached] = useState<ReadonlySet<Page>>(new Set());
  const reach = (page: Page) =>
    setReached((pages) => (pages.has(page) ? pages : new Set(pages).add(page)));
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = KEY_STEP[event.key];
    if (!step) return;
    event.preventDefault();
    // The tabs by their place in the list: a ref on each link would be a new one every render,
    // and Next.js then sets each link's prefetching up afresh.
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[step(index, tabs.length)]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={styles.list}>
      {tabs.map(({ page, label: tabLabel, icon }, index) => {
        const tab = TABS.find((candidate) => candidate.page === page) ?? current;
        const selected = page === current.page;
        return (
          <Link
            key={page}
            href={hrefFor(locale, tab)}
            // null is Next.js's own prefetching, which starts once it is allowed.
            prefetch={!selected && (idle || reached.has(page)) ? null : false}
            onPointerEnter={() => reach(page)}
            onTouchStart={() => reach(page)}
            onFocus={() => reach(page)}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onKeyDown={(event: KeyboardEvent) => onKeyDown(event, index)}
            className={styles.tab}
          >
            <TabContent>
              {icon}
              {tabLabel}
            </TabContent>
          </Link>
        );
      })}
    </div>
  );
}
