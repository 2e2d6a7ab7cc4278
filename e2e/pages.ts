/** The four screens per locale as a visitor sees them: path, tab name and heading. */
export const PAGES = {
  en: [
    {
      path: '/en/',
      tab: 'Home',
      heading: 'Power Platform and Microsoft 365 for your organisation',
    },
    { path: '/en/about/', tab: 'About me', heading: 'About me' },
    { path: '/en/services/', tab: 'Services', heading: 'Services' },
    { path: '/en/contact/', tab: 'Contact', heading: 'Contact' },
  ],
  nl: [
    { path: '/nl/', tab: 'Home', heading: 'Power Platform en Microsoft 365 voor uw organisatie' },
    { path: '/nl/about/', tab: 'Over mij', heading: 'Over mij' },
    { path: '/nl/services/', tab: 'Diensten', heading: 'Diensten' },
    { path: '/nl/contact/', tab: 'Contact', heading: 'Contact' },
  ],
} as const;

export const LOCALES = ['en', 'nl'] as const;

export const ALL_PAGES: readonly { path: string; tab: string; heading: string }[] = [
  ...PAGES.en,
  ...PAGES.nl,
];

/** Theme options by value and the label each has in each language. */
export const THEMES = [
  { value: '1', scheme: 'light' },
  { value: '2', scheme: 'dark' },
  { value: '3', scheme: 'contrast' },
] as const;

export const THEME_LABEL = { en: 'Theme', nl: 'Thema' } as const;
