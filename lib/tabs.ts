// The site's pages in tab and swipe order: everything else about a page is derived from this list.
import { LOCALES, type Locale } from '@/i18n/locales';
import { localePath } from '@/i18n/navigation';
import { localeInPath } from './language';

/**
 * `page` is the page's one name: its route folder, tab icon class, NavTabs and Metadata message
 * keys, and `<Name>Page` message namespace. `schemaType` is what the page is to search engines.
 */
export const TABS = [
  { page: 'home', path: '/', schemaType: 'ProfilePage' },
  { page: 'about', path: '/about/', schemaType: 'AboutPage' },
  { page: 'services', path: '/services/', schemaType: 'WebPage' },
  { page: 'contact', path: '/contact/', schemaType: 'ContactPage' },
] as const;

export type Tab = (typeof TABS)[number];
export type Page = Tab['page'];

export const tabOf = (page: Page): Tab => TABS.find((tab) => tab.page === page) ?? TABS[0];

export const pathOf = (page: Page): string => tabOf(page).path;

export const SWIPE_THRESHOLD = 10;

/** `/nl/about/` → about; anything unknown is Home. Without next-intl, to keep it off the client. */
export function tabForPathname(pathname: string): Tab {
  const locale = localeInPath(pathname, LOCALES);
  const rest = locale ? pathname.slice(locale.length + 1) : pathname;
  const path = `/${rest.split('/').filter(Boolean).join('/')}/`.replace('//', '/');
  return TABS.find((tab) => tab.path === path) ?? TABS[0];
}

export function hrefFor(locale: Locale, tab: Tab): string {
  return localePath(locale, tab.path);
}

export function sitePages(): { locale: Locale; page: Page; path: string }[] {
  return LOCALES.flatMap((locale) =>
    TABS.map((tab) => ({ locale, page: tab.page, path: hrefFor(locale, tab) })),
  );
}

/** Where a swipe of `dx` px leads (left moves forward), or null: no wrap-around, no scrolling. */
export function swipeTarget(current: Page, dx: number, dy = 0): Tab | null {
  if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dy) > Math.abs(dx)) return null;
  const index = TABS.findIndex((tab) => tab.page === current);
  return TABS[dx < 0 ? index + 1 : index - 1] ?? null;
}
