import { defineRouting } from 'next-intl/routing';

/**
 * The site's languages, in the order pages list them, and how their addresses look. Every list of
 * languages in the site, its checks and its tests comes from `routing.locales`. Light enough for
 * client code: defineRouting only hands its argument back.
 */
export const routing = defineRouting({
  locales: ['en', 'nl'],
  defaultLocale: 'en',
  localePrefix: 'always',
});

/** A language of the site ('en' | 'nl'); next-intl's own Locale is narrowed to it. */
export type Locale = (typeof routing.locales)[number];
