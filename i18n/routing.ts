// Sets up the site's languages for next-intl: every address starts with its language.
import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

// Client code reads i18n/locales.ts instead, to keep next-intl out of its bundle.
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
});

export type { Locale } from './locales';
