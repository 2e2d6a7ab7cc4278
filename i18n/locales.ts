// The site's languages, default first. No imports: client code reads it without next-intl.
export const LOCALES = ['en', 'nl'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = LOCALES[0];
