import {
  applyChoice,
  choiceForValue,
  schemeToApply,
  SYSTEM_QUERIES,
  THEME_CHOICES,
  themeInitScript,
  themeSelectScript,
} from './theme-choice';
import { changingMedia } from '../scripts/dev/testing/media';

it('still applies a choice when storage refuses it', () => {
  const root = document.createElement('html');
  applyChoice(choiceForValue('2')!, root, {
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  });
  expect(root).toHaveAttribute('data-theme', 'dark');
});

describe('the init script', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  const { contrast, dark } = SYSTEM_QUERIES;
  // A remembered choice wins over the system, which counts while nothing is remembered.
  it.each<[Record<string, string>, string[], string]>([
    [{}, [], 'light'],
    [{ 'mui-mode': 'light', 'mui-color-scheme-dark': 'contrast' }, [], 'light'],
    [{ 'mui-mode': 'dark' }, [], 'dark'],
    [{ 'mui-mode': 'dark', 'mui-color-scheme-dark': 'contrast' }, [], 'contrast'],
    [{ 'mui-mode': 'dark', 'mui-color-scheme-dark': 'sepia' }, [], 'dark'],
    [{}, [dark], 'dark'],
    [{}, [contrast], 'contrast'],
    [{}, [dark, contrast], 'contrast'],
    [{ 'mui-mode': 'light' }, [contrast, dark], 'light'],
    [{ 'mui-mode': 'dark', 'mui-color-scheme-dark': 'dark' }, [contrast, dark], 'dark'],
  ])(
    'applies %j with the system matching %j as %s, like schemeToApply',
    (stored, matching, scheme) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      window.matchMedia = changingMedia(matching).matchMedia;
      new Function(themeInitScript())();
      expect(document.documentElement).toHaveAttribute('data-theme', scheme);
      expect(schemeToApply(localStorage, (query) => matching.includes(query))).toBe(scheme);
    },
  );
});

describe('the init script and the theme drop-down', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
  });

  // What the parser does: make the pre-rendered drop-down, then run the script after it.
  const parse = (html: string) => {
    document.body.insertAdjacentHTML('beforeend', html);
    new Function(themeSelectScript())();
  };
  // The server-rendered drop-down, with an option the test does not expect selected, so that a
  // drop-down left alone fails.
  const options = (selected: string) =>
    THEME_CHOICES.map(
      ({ value, scheme }) =>
        `<option value="${value}"${value === selected ? ' selected' : ''}>${scheme}</option>`,
    ).join('');

  it.each(THEME_CHOICES)(
    'shows the remembered $scheme scheme in the pre-rendered drop-down',
    ({ scheme, mode, value }) => {
      localStorage.setItem('mui-mode', mode);
      localStorage.setItem('mui-color-scheme-dark', scheme);
      new Function(themeInitScript())();
      const other = THEME_CHOICES.find((choice) => choice.value !== value)?.value ?? '';
      parse(`<select id="theme-select">${options(other)}</select>`);
      expect(document.querySelector('select')).toHaveValue(value);
    },
  );

  it('leaves other drop-downs alone', () => {
    localStorage.setItem('mui-mode', 'dark');
    new Function(themeInitScript())();
    parse(`<select id="other">${options('1')}</select>`);
    expect(document.querySelector('select')).toHaveValue('1');
  });
});
