import type { Locale } from '@/i18n/locales';

/**
 * The site's language for a browser's language list: English when the first language contains
 * "en", Dutch otherwise. Kept free of imports other than types: it is also inlined into the
 * redirect pages.
 */
export function pickLocale(languages: readonly string[]): Locale {
  const first = languages[0] ?? '';
  return first.toLowerCase().includes('en') ? 'en' : 'nl';
}

/**
 * The site's language a path starts with (`/nl/…` → nl), if any: a visitor who followed a link
 * to a page in one language stays in it, whatever the browser's language. Free of imports, as it
 * is inlined into the redirect pages too.
 */
export function localeInPath(pathname: string, locales: readonly string[]): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  return locales.indexOf(first) >= 0 ? first : undefined;
}

/**
 * An inline script that sends the browser to `path` in the language its current URL names, or
 * else in the browser's language, before anything renders, keeping query and hash. `path` is
 * below the locale, such as `/about/`. The script runs on its own before any of the site's code
 * loads, so it puts the locale in front of the path itself rather than asking next-intl.
 */
export function redirectScript(path: string, locales: readonly string[]): string {
  const languages =
    'navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""]';
  const locale = `(${localeInPath.toString()})(location.pathname, ${JSON.stringify(locales)}) || (${pickLocale.toString()})(${languages})`;
  return `location.replace("/" + (${locale}) + ${JSON.stringify(path)} + location.search + location.hash);`;
}
