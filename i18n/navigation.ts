// Gives a page's address in a chosen language.
import type { Locale } from './routing';

// Not next-intl's getPathname, which would ship its client code with every page.
export function localePath(locale: Locale, path: string): string {
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}
