// The site's four page tabs: their order and addresses, and where a swipe leads.
import { LOCALES, type Locale } from '@/i18n/locales';
import { localePath } from '@/i18n/navigation';
import { localeInPath } from './language';

/**
 * The four screens in swipe order. A screen's `page` is its one name: tab value, metadata page
 * name and NavTabs message key; `schemaType` is what kind of page it is to search engines.
 */
export const TABS = [
  { page: 'home', path: '/', schemaType: 'ProfilePage' },
  { page: 'about', path: '/about/', schemaType: 'AboutPage' },
  { page: 'services', path: '/services/', schemaType: 'WebPage' },
  { page: 'contact', path: '/contact/', schemaType: 'ContactPage' },
] as const;

export type Tab = (typeof TABS)[number];
export type Page = Tab['page'];

/** A page's path below the language, such as `/about/`. */
export const pathOf = (page: Page): string => TABS.find((tab) => tab.page === page)?.path ?? '/';

/** Swipes shorter than this many pixels are ignored. */
export const SWIPE_THRESHOLD = 10;

/**
 * The tab a pathname belongs to (`/nl/about/` → about); anything unknown is Home. Strips the
 * locale itself, to keep next-intl out of client code (see hrefFor).
 */
export function tabForPathname(pathname: string): Tab {
  const locale = localeInPath(pathname, LOCALES);
  const rest = locale ? pathname.slice(locale.length + 1) : pathname;
  const path = `/${rest.split('/').filter(Boolean).join('/')}/`.replace('//', '/');
  return TABS.find((tab) => tab.path === path) ?? TABS[0];
}

/**
 * The href of a tab in a locale, with the export's trailing slash. Not next-intl's navigation,
 * which would add its client code to every page for one string join.
 */
export function hrefFor(locale: Locale, tab: Tab): string {
  return localePath(locale, tab.path);
}

/** Every page of the site as a path: each tab in each language, languages in routing order. */
export function sitePages(): { locale: Locale; page: Page; path: string }[] {
  return LOCALES.flatMap((locale) =>
    TABS.map((tab) => ({ locale, page: tab.page, path: hrefFor(locale, tab) })),
  );
}

/**
 * Where a horizontal swipe of `dx` px leads from `current` (left moves forward), or null; no
 * wrap-around.
 */
export function swipeTarget(current: Page, dx: number, dy = 0): Tab | null {
  if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dy) > Math.abs(dx)) return null;
  const index = TABS.findIndex((tab) => tab.page === current);
  return TABS[dx < 0 ? index + 1 : index - 1] ?? null;
}
