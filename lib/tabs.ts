/** The four screens in swipe order: tab value, page name, path below the locale, label key. */
export const TABS = [
  { value: 'tabHome', page: 'home', path: '/', label: 'home' },
  { value: 'tabMe', page: 'about', path: '/about/', label: 'aboutMe' },
  { value: 'tabServices', page: 'services', path: '/services/', label: 'services' },
  { value: 'tabContact', page: 'contact', path: '/contact/', label: 'contact' },
] as const;

export type Tab = (typeof TABS)[number];
export type TabValue = Tab['value'];
export type Page = Tab['page'];

/** Swipes shorter than this many pixels are ignored. */
const SWIPE_THRESHOLD = 10;

/** The tab a pathname belongs to, such as `/nl/about/` → tabMe; anything unknown is Home. */
export function tabForPathname(pathname: string): Tab {
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  const path = `/${rest.split('/').filter(Boolean).join('/')}/`.replace('//', '/');
  return TABS.find((tab) => tab.path === path) ?? TABS[0];
}

/** The href of a tab in a locale, with the trailing slash the export uses. */
export function hrefFor(locale: string, tab: Tab): string {
  return `/${locale}${tab.path}`;
}

/**
 * Where a horizontal swipe of `dx` pixels leads from `current`: a swipe to the left (negative dx)
 * moves forward, to the right moves back; no wrap-around. Null when the swipe goes nowhere.
 */
export function swipeTarget(current: TabValue, dx: number, dy = 0): Tab | null {
  if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dy) > Math.abs(dx)) return null;
  const index = TABS.findIndex((tab) => tab.value === current);
  return TABS[dx < 0 ? index + 1 : index - 1] ?? null;
}
