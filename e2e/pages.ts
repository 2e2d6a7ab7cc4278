// The site's pages, languages and themes as the end-to-end tests visit them.
import type { Page as PlaywrightPage } from '@playwright/test';
import { routing } from '../i18n/routing';
import { sitePages, TABS, type Page as PageName } from '../lib/tabs';
import { CATALOGS, type Locale } from './text';

export const LOCALES = routing.locales;

type Page = {
  locale: Locale;
  page: PageName;
  path: string;
  tab: string;
  heading: string;
};

/** One per tab, in tab order: `pages[0]` is Home. */
type PerTab<T, Tabs extends readonly unknown[] = typeof TABS> = { readonly [K in keyof Tabs]: T };

// From the site's own list (lib/tabs.ts); a heading is the title in its page's catalog namespace.
export const ALL_PAGES: readonly Page[] = sitePages().map(({ locale, page, path }) => ({
  locale,
  page,
  path,
  tab: CATALOGS[locale].NavTabs[page],
  heading:
    CATALOGS[locale][
      `${page.charAt(0).toUpperCase()}${page.slice(1)}Page` as `${Capitalize<PageName>}Page`
    ].title,
}));

/** The screens of each language, in tab order: one per tab, so `PAGES.en[0]` is Home. */
export const PAGES = Object.fromEntries(
  LOCALES.map((locale) => [locale, ALL_PAGES.filter((page) => page.locale === locale)]),
) as unknown as Record<Locale, PerTab<Page>>;

export const pageOf = (locale: Locale, page: PageName) =>
  PAGES[locale].find((candidate) => candidate.page === page)!;

export const pathOf = (locale: Locale, page: PageName) => pageOf(locale, page).path;

/** Theme options by value and the colour scheme each stands for. */
export const THEMES = [
  { value: '1', scheme: 'light' },
  { value: '2', scheme: 'dark' },
  { value: '3', scheme: 'contrast' },
] as const;

export const THEME_LABEL = Object.fromEntries(
  LOCALES.map((locale) => [locale, CATALOGS[locale].ThemeSelect.label]),
) as Record<Locale, string>;

/** The site's main navigation, in either language: its links are the page tabs. */
export const menu = (page: PlaywrightPage) =>
  page.getByRole('navigation', {
    name: new RegExp(`^(${LOCALES.map((locale) => CATALOGS[locale].NavTabs.label).join('|')})$`),
  });

export const tabOf = (page: PlaywrightPage, name: string) =>
  menu(page).getByRole('link', { name, exact: true });
