import { CATALOGS, type Locale } from './text';

export const LOCALES = ['en', 'nl'] as const;

type Page = {
  page: 'home' | 'about' | 'services' | 'contact';
  path: string;
  tab: string;
  heading: string;
};

/** The four screens of a locale as a visitor sees them: page key, path, tab name and heading. */
function pagesIn(locale: Locale): readonly [Page, Page, Page, Page] {
  const text = CATALOGS[locale];
  return [
    { page: 'home', path: `/${locale}/`, tab: text.NavTabs.home, heading: text.HomePage.title },
    {
      page: 'about',
      path: `/${locale}/about/`,
      tab: text.NavTabs.aboutMe,
      heading: text.AboutPage.title,
    },
    {
      page: 'services',
      path: `/${locale}/services/`,
      tab: text.NavTabs.services,
      heading: text.ServicesPage.title,
    },
    {
      page: 'contact',
      path: `/${locale}/contact/`,
      tab: text.NavTabs.contact,
      heading: text.ContactPage.title,
    },
  ];
}

export const PAGES = { en: pagesIn('en'), nl: pagesIn('nl') } as const;

export const ALL_PAGES: readonly Page[] = [...PAGES.en, ...PAGES.nl];

/** Theme options by value and the colour scheme each stands for. */
export const THEMES = [
  { value: '1', scheme: 'light' },
  { value: '2', scheme: 'dark' },
  { value: '3', scheme: 'contrast' },
] as const;

/** The theme drop-down's label in each language. */
export const THEME_LABEL = { en: CATALOGS.en.ThemeSelect.label, nl: CATALOGS.nl.ThemeSelect.label };
