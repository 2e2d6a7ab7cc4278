import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * How the site's languages (i18n/locales.ts) appear in its addresses: always as the first part of
 * the path. Server code and tests read `routing.locales`; client code reads i18n/locales.ts.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
});

export type { Locale } from './locales';
