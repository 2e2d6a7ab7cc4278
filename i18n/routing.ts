import { defineRouting } from 'next-intl/routing';

/** The site's languages, in the order pages list them. */
export const LOCALES = ['en', 'nl'] as const;

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'en',
  localePrefix: 'always',
});

/** 'en' | 'nl': next-intl's Locale, narrowed by i18n/app-config.d.ts. */
export type { Locale } from 'next-intl';
