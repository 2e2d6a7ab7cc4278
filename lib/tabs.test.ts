import { routing } from '@/i18n/routing';
import { hrefFor, sitePages, swipeTarget, tabForPathname, TABS } from './tabs';

const [first, second] = TABS;
const last = TABS.at(-1)!;

describe('tabForPathname', () => {
  it.each(
    TABS.flatMap((tab) => [
      [`/nl${tab.path}`, tab.page],
      [`/en${tab.path.slice(0, -1)}`, tab.page],
    ]),
  )('%s belongs to %s', (pathname, page) => {
    expect(tabForPathname(pathname).page).toBe(page);
  });

  it('falls back to Home for any other path', () => {
    expect(first.page).toBe('home');
    expect(tabForPathname('/en/unknown/').page).toBe('home');
    expect(tabForPathname('/whatever').page).toBe('home');
  });
});

it('hrefFor prefixes the locale and keeps the trailing slash of the export', () => {
  expect(hrefFor('nl', first)).toBe('/nl/');
  expect(hrefFor('nl', second)).toBe(`/nl${second.path}`);
  expect(second.path).toMatch(/^\/\w+\/$/);
});

it('sitePages lists every tab in every language, languages in routing order', () => {
  const pages = sitePages();
  expect(pages.map((page) => page.locale)).toEqual(
    routing.locales.flatMap((locale) => TABS.map(() => locale)),
  );
  expect(pages.slice(0, 2)).toEqual([
    { locale: 'en', page: first.page, path: '/en/' },
    { locale: 'en', page: second.page, path: `/en${second.path}` },
  ]);
  expect(pages.at(-1)).toEqual({ locale: 'nl', page: last.page, path: `/nl${last.path}` });
});

it('swipeTarget moves a tab on a mostly sideways swipe of 10 px or more, without wrapping', () => {
  TABS.slice(1).forEach((tab, index) => {
    // To the left is on to the next tab, to the right back.
    expect(swipeTarget(TABS[index]!.page, -50)).toBe(tab);
    expect(swipeTarget(tab.page, 50)).toBe(TABS[index]);
  });
  expect(swipeTarget(last.page, -50)).toBeNull();
  expect(swipeTarget(first.page, 50)).toBeNull();
  expect(swipeTarget(first.page, -9)).toBeNull();
  expect(swipeTarget(first.page, -10)).toBe(second);
  // A mostly vertical gesture is scrolling.
  expect(swipeTarget(first.page, -30, 120)).toBeNull();
});
