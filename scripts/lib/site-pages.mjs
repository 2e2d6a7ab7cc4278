// The site's pages as paths, for the commands that visit every one of them (bench, shots).
// Scripts are plain JavaScript and cannot import the site's TypeScript: a unit test keeps this
// list equal to the site's own tabs in each language.

export const LOCALES = ['en', 'nl'];

export const SITE_PAGES = LOCALES.flatMap((locale) =>
  ['', 'about/', 'services/', 'contact/'].map((page) => `/${locale}/${page}`),
);
