import { routing } from '@/i18n/routing';
import { hrefFor, sitePages, swipeTarget, tabForPathname, TABS } from './tabs';

describe('tabForPathname', () => {
  it.each([
    ['/en', 'home'],
    ['/en/', 'home'],
    ['/nl/about', 'about'],
    ['/nl/about/', 'about'],
    ['/en/services/', 'services'],
    ['/nl/contact', 'contact'],
  ])('%s belongs to %s', (pathname, page) => {
    expect(tabForPathname(pathname).page).toBe(page);
  });

  it('falls back to Home for any other path', () => {
    expect(tabForPathname('/en/unknown/').page).toBe('home');
    expect(tabForPathname('/whatever').page).toBe('home');
  });
});

describe('hrefFor', () => {
  it('prefixes the locale and keeps the trailing slash of the export', () => {
    expect(TABS.map((tab) => hrefFor('nl', tab))).toEqual([
      '/nl/',
      '/nl/about/',
      '/nl/services/',
      '/nl/contact/',
    ]);
  });
});

describe('sitePages', () => {
  it('lists every tab in every language, languages in routing order', () => {
    const pages = sitePages();
    expect(pages.map((page) => page.locale)).toEqual(
      routing.locales.flatMap((locale) => TABS.map(() => locale)),
    );
    expect(pages.slice(0, 2)).toEqual([
      { locale: 'en', page: 'home', path: '/en/' },
      { locale: 'en', page: 'about', path: '/en/about/' },
    ]);
    expect(pages.at(-1)).toEqual({ locale: 'nl', page: 'contact', path: '/nl/contact/' });
  });
});

describe('swipeTarget', () => {
  it('moves forward home → about → services → contact on a swipe to the left', () => {
    expect(swipeTarget('home', -50)?.page).toBe('about');
    expect(swipeTarget('about', -50)?.page).toBe('services');
    expect(swipeTarget('services', -50)?.page).toBe('contact');
  });

  it('moves back on a swipe to the right', () => {
    expect(swipeTarget('contact', 50)?.page).toBe('services');
    expect(swipeTarget('about', 50)?.page).toBe('home');
  });

  it('does not wrap around', () => {
    expect(swipeTarget('contact', -50)).toBeNull();
    expect(swipeTarget('home', 50)).toBeNull();
  });

  it('ignores swipes under the 10 px threshold', () => {
    expect(swipeTarget('home', -9)).toBeNull();
    expect(swipeTarget('home', -10)?.page).toBe('about');
  });

  it('ignores mostly vertical gestures, which are scrolling', () => {
    expect(swipeTarget('home', -30, 120)).toBeNull();
  });
});
