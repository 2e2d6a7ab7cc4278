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

  it("keeps the language an unknown page's path names, whatever the browser's", () => {
    expect(run('/', { languages: ['en-US'] }, '', '', '/nl/no/such/page')).toEqual([['/nl/']]);
    expect(run('/', { languages: ['nl-NL'] }, '', '', '/en/old/page/')).toEqual([['/en/']]);
  });

  it('sends an English browser to the English page', () => {
    expect(run('/about/', { languages: ['en-US', 'nl'] })).toEqual([['/en/about/']]);
  });

  it('sends any other browser to the Dutch page', () => {
    expect(run('/', { languages: ['de-DE'] })).toEqual([['/nl/']]);
  });

  it('falls back to navigator.language and keeps query and hash', () => {
    expect(run('/contact/', { language: 'en-GB' }, '?a=1', '#form')).toEqual([
      ['/en/contact/?a=1#form'],
    ]);
  });
});
