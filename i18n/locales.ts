/**
 * The site's languages, in the order pages list them, the first the default: the one list every
 * other one comes from (i18n/routing.ts gives it to next-intl). A module without imports, so that
 * client code can read it without loading next-intl (whose routing entry brings its message
 * formatter into every page).
 */
export const LOCALES = ['en', 'nl'] as const;

/** A language of the site ('en' | 'nl'). */
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = LOCALES[0];
