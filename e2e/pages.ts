/** The four screens per locale as a visitor sees them: page key, path, tab name and heading. */
export const PAGES = {
  en: [
    {
      page: 'home',
      path: '/en/',
      tab: 'Home',
      heading: 'Power Platform and Microsoft 365 for your organisation',
    },
    { page: 'about', path: '/en/about/', tab: 'About me', heading: 'About me' },
    { page: 'services', path: '/en/services/', tab: 'Services', heading: 'Services' },
    { page: 'contact', path: '/en/contact/', tab: 'Contact', heading: 'Contact' },
  ],
  nl: [
    {
      page: 'home',
      path: '/nl/',
      tab: 'Home',
      heading: 'Power Platform en Microsoft 365 voor uw organisatie',
    },
    { page: 'about', path: '/nl/about/', tab: 'Over mij', heading: 'Over mij' },
    { page: 'services', path: '/nl/services/', tab: 'Diensten', heading: 'Diensten' },
    { page: 'contact', path: '/nl/contact/', tab: 'Contact', heading: 'Contact' },
  ],
} as const;

export const LOCALES = ['en', 'nl'] as const;

export const ALL_PAGES: readonly {
  page: 'home' | 'about' | 'services' | 'contact';
  path: string;
  tab: string;
  heading: string;
}[] = [...PAGES.en, ...PAGES.nl];

/** Theme options by value and the label each has in each language. */
export const THEMES = [
  { value: '1', scheme: 'light' },
  { value: '2', scheme: 'dark' },
  { value: '3', scheme: 'contrast' },
] as const;

export const THEME_LABEL = { en: 'Theme', nl: 'Thema' } as const;
