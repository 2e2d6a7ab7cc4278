import { hrefFor, swipeTarget, tabForPathname, TABS } from './tabs';

describe('tabForPathname', () => {
  it.each([
    ['/en', 'tabHome'],
    ['/en/', 'tabHome'],
    ['/nl/about', 'tabMe'],
    ['/nl/about/', 'tabMe'],
    ['/en/services/', 'tabServices'],
    ['/nl/contact', 'tabContact'],
  ])('%s belongs to %s', (pathname, value) => {
    expect(tabForPathname(pathname).value).toBe(value);
  });

  it('falls back to Home for any other path', () => {
    expect(tabForPathname('/en/unknown/').value).toBe('tabHome');
    expect(tabForPathname('/whatever').value).toBe('tabHome');
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

describe('swipeTarget', () => {
  it('moves forward home → about → services → contact on a swipe to the left', () => {
    expect(swipeTarget('tabHome', -50)?.value).toBe('tabMe');
    expect(swipeTarget('tabMe', -50)?.value).toBe('tabServices');
    expect(swipeTarget('tabServices', -50)?.value).toBe('tabContact');
  });

  it('moves back on a swipe to the right', () => {
    expect(swipeTarget('tabContact', 50)?.value).toBe('tabServices');
    expect(swipeTarget('tabMe', 50)?.value).toBe('tabHome');
  });

  it('does not wrap around', () => {
    expect(swipeTarget('tabContact', -50)).toBeNull();
    expect(swipeTarget('tabHome', 50)).toBeNull();
  });

  it('ignores swipes under the 10 px threshold', () => {
    expect(swipeTarget('tabHome', -9)).toBeNull();
    expect(swipeTarget('tabHome', -10)?.value).toBe('tabMe');
  });

  it('ignores mostly vertical gestures, which are scrolling', () => {
    expect(swipeTarget('tabHome', -30, 120)).toBeNull();
  });
});
