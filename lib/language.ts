// Chooses the language a visitor is sent to: the one in the link, else their browser's.
import type { Locale } from '@/i18n/locales';

/** Type imports only: the redirect pages inline it. */
export function pickLocale(languages: readonly string[]): Locale {
  const first = languages[0] ?? '';
  return first.toLowerCase().includes('en') ? 'en' : 'nl';
}

/** A followed link's language wins over the browser's. Inlined into the redirect pages too. */
export function localeInPath(pathname: string, locales: readonly string[]): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  return locales.indexOf(first) >= 0 ? first : undefined;
}

/** Runs before any other code, hence no next-intl. */
export function redirectScript(path: string, locales: readonly string[]): string {
  const languages =
    'navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""]';
  const locale = `(${localeInPath.toString()})(location.pathname, ${JSON.stringify(locales)}) || (${pickLocale.toString()})(${languages})`;
  return `location.replace("/" + (${locale}) + ${JSON.stringify(path)} + location.search + location.hash);`;
}
