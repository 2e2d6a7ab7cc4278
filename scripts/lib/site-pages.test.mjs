import { routing } from '@/i18n/routing';
import { hrefFor, TABS } from '@/lib/tabs';
import { LOCALES, SITE_PAGES } from './site-pages.mjs';

it('lists every tab of the site in every language', () => {
  expect(LOCALES).toEqual(routing.locales);
  expect(SITE_PAGES).toEqual(
    routing.locales.flatMap((locale) => TABS.map((tab) => hrefFor(locale, tab))),
  );
});
