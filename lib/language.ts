import type { Locale } from '@/i18n/routing';

/**
 * The site's language for a browser's language list: English when the first language contains
 * "en", Dutch otherwise (SPEC §4). Kept free of imports: it is also inlined into the redirect pages.
 */
export function pickLocale(languages: readonly string[]): Locale {
  const first = languages[0] ?? '';
  return first.toLowerCase().includes('en') ? 'en' : 'nl';
}

/**
 * An inline script that sends the browser to `path` in its language before anything renders,
 * keeping query and hash. `path` is below the locale, such as `/about/`.
 */
export function redirectScript(path: string): string {
  const languages =
    'navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""]';
  return `location.replace("/" + (${pickLocale.toString()})(${languages}) + ${JSON.stringify(path)} + location.search + location.hash);`;
}
