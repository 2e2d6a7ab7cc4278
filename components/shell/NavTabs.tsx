'use client';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { preloadPageCode } from '@/lib/page-code';
import { hrefFor, tabForPathname, TABS, type Page } from '@/lib/tabs';
import styles from './NavTabs.module.css';
import TabContent from './TabContent';

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
 * The tab menu: each tab is a link, the selected tab always follows the route, and the arrow,
 * Home and End keys move between tabs as in any tab list. A page's own code (and, but for a
 * finger, its data) is fetched ahead when the visitor points at, touches or focuses its tab, not
 * as soon as the tabs are on screen: loading a page then costs no requests and no main-thread work
 * for pages the visitor may never open. On a touch screen pointing and tapping come together: the
 * code, asked for at once, arrives beside the navigation's data rather than a round trip after it.
 */
export default function NavTabs({ locale, label, tabs }: Props) {
  const current = tabForPathname(usePathname());
  const router = useRouter();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = KEY_STEP[event.key];
    if (!step) return;
    event.preventDefault();
    links.current[step(index, tabs.length)]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.list}>
      {tabs.map(({ page, label: tabLabel, icon }, index) => {
        const tab = TABS.find((candidate) => candidate.page === page) ?? current;
        const selected = page === current.page;
        const href = hrefFor(locale, tab);
        // The page's own code is fetched whenever the visitor reaches for its tab. Its data is
        // fetched ahead for a pointer that hovers (no button or contact yet) and for keyboard
        // focus, not for a finger or a pen that lands on the tab: that tap navigates at once, and
        // a prefetch beside the navigation fetched the data twice.
        const reach = (withData: boolean) => {
          preloadPageCode(page);
          if (withData) router.prefetch(href);
        };
        return (
          <Link
            key={page}
            href={href}
            prefetch={false}
            onPointerEnter={(event) => reach(event.buttons === 0)}
            onFocus={(event) => reach(event.currentTarget.matches(':focus-visible'))}
            ref={(element: HTMLAnchorElement | null) => {
              links.current[index] = element;
            }}
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
