// Gives a page's address in a chosen language.
import type { Locale } from './routing';

/**
 * A path's address in a locale, for server code (`/about/` → `/nl/about/`). Not next-intl's
 * getPathname, which would ship its client code with every page; navigation.test.ts compares them.
 */
export function localePath(locale: Locale, path: string): string {
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}
