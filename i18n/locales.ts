/**
 * The site's languages, default first. No imports, so that client code can read it without
 * loading next-intl's message formatter.
 */
export const LOCALES = ['en', 'nl'] as const;

/** A language of the site ('en' | 'nl'). */
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = LOCALES[0];
