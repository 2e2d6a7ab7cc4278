// Chooses the language a visitor is sent to: the one in the link, else their browser's.
import type { Locale } from '@/i18n/locales';

/**
 * The site's language for a browser's language list: English when the first contains "en", else
 * Dutch. Type imports only: the redirect pages inline it.
 */
export function pickLocale(languages: readonly string[]): Locale {
  const first = languages[0] ?? '';
  return first.toLowerCase().includes('en') ? 'en' : 'nl';
}

/**
 * The site's language a path starts with (`/nl/…` → nl), if any: a followed link's language wins
 * over the browser's. Inlined into the redirect pages too.
 */
export function localeInPath(pathname: string, locales: readonly string[]): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  return locales.indexOf(first) >= 0 ? first : undefined;
}

/**
 * An inline script that sends the browser to `path` (below the locale) in the URL's or else the
 * browser's language before anything renders. It runs before any other code, hence no next-intl.
 */
export function redirectScript(path: string, locales: readonly string[]): string {
  const languages =
    'navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""]';
  const locale = `(${localeInPath.toString()})(location.pathname, ${JSON.stringify(locales)}) || (${pickLocale.toString()})(${languages})`;
  return `location.replace("/" + (${locale}) + ${JSON.stringify(path)} + location.search + location.hash);`;
}
