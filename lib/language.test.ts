import { routing } from '@/i18n/routing';
import { localeInPath, pickLocale, redirectScript } from './language';

describe('pickLocale', () => {
  it.each([
    [['en-US'], 'en'],
    [['en'], 'en'],
    [['EN-gb', 'nl'], 'en'],
    [['nl-NL'], 'nl'],
    [['nl-BE', 'en-US'], 'nl'],
    [['de-DE'], 'nl'],
    [['fr'], 'nl'],
    [[], 'nl'],
  ])('%j → %s', (languages, locale) => {
    expect(pickLocale(languages)).toBe(locale);
  });
});

describe('localeInPath', () => {
  it.each([
    ['/nl/no/such/page', 'nl'],
    ['/en/', 'en'],
    ['/en', 'en'],
    ['/', undefined],
    ['/about/', undefined],
    ['/de/about/', undefined],
    ['/english/', undefined],
  ])('%s → %s', (pathname, locale) => {
    expect(localeInPath(pathname, routing.locales)).toBe(locale);
  });
});

describe('redirectScript', () => {
  function run(path: string, navigator: object, search = '', hash = '', pathname = '/') {
    const location = { pathname, search, hash, replace: jest.fn() };
    new Function('navigator', 'location', redirectScript(path, routing.locales))(
      navigator,
      location,
    );
    return location.replace.mock.calls;
  }

  it.each([
    ["keeps the language an unknown page's path names", '/', ['en-US'], '/nl/no/such/page', '/nl/'],
    ["keeps the language an unknown page's path names", '/', ['nl-NL'], '/en/old/page/', '/en/'],
    ['sends an English browser to the English page', '/about/', ['en-US', 'nl'], '/', '/en/about/'],
    ['sends any other browser to the Dutch page', '/', ['de-DE'], '/', '/nl/'],
  ])('%s (%s, %j, at %s)', (_, path, languages, pathname, target) => {
    expect(run(path, { languages }, '', '', pathname)).toEqual([[target]]);
  });

  it('falls back to navigator.language and keeps query and hash', () => {
    expect(run('/contact/', { language: 'en-GB' }, '?a=1', '#form')).toEqual([
      ['/en/contact/?a=1#form'],
    ]);
  });
});
