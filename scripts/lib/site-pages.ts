// The site's pages as paths, for the commands that visit every one of them (bench, shots): every
// tab in every language, as the site itself lists them.
import { routing } from '@/i18n/routing';
import { hrefFor, TABS } from '@/lib/tabs';

export const SITE_PAGES = routing.locales.flatMap((locale) =>
  TABS.map((tab) => hrefFor(locale, tab)),
);
