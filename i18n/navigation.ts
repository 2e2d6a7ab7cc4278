import type { Locale } from './routing';

/**
 * The address of a path below the locale in a locale, for server code: `/` → `/nl/`,
 * `/about/` → `/nl/about/`, `/og.png` → `/nl/og.png`. Every address starts with its locale
 * (routing's localePrefix is 'always'), so that is all there is to it. navigation.test.ts holds
 * it to next-intl's getPathname (createNavigation), which gives the same; imported here, into the
 * root layout's module graph, that would ship next-intl's client link and message formatter with
 * every page.
 */
export function localePath(locale: Locale, path: string): string {
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}
