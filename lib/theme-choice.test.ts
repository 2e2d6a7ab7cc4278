import {
  applyChoice,
  choiceForScheme,
  choiceForValue,
  schemeToApply,
  SYSTEM_QUERIES,
  THEME_CHOICES,
  themeInitScript,
  themeSelectScript,
} from './theme-choice';
import { changingMedia } from '../scripts/dev/testing/media';

it('offers light (1), dark (2) and high contrast (3)', () => {
  expect(THEME_CHOICES.map(({ value, scheme }) => [value, scheme])).toEqual([
    ['1', 'light'],
    ['2', 'dark'],
    ['3', 'contrast'],
  ]);
});

it('reads light until the active scheme is known', () => {
  expect(choiceForScheme(undefined).value).toBe('1');
  expect(choiceForScheme('contrast').value).toBe('3');
});

it('rejects option values that are not one of the three', () => {
  expect(choiceForValue('4')).toBeUndefined();
  expect(choiceForValue('2')?.scheme).toBe('dark');
});

describe('applyChoice', () => {
  function applied(value: string) {
    const root = document.createElement('html');
    const storage = new Map<string, string>();
    applyChoice(choiceForValue(value)!, root, {
      setItem: (key: string, item: string) => storage.set(key, item),
    });
    return { scheme: root.getAttribute('data-theme'), stored: Object.fromEntries(storage) };
  }

  it('switches light by mode alone', () => {
    expect(applied('1')).toEqual({ scheme: 'light', stored: { 'mui-mode': 'light' } });
  });

  it('puts dark and high contrast in the dark slot', () => {
    expect(applied('2').stored).toEqual({ 'mui-mode': 'dark', 'mui-color-scheme-dark': 'dark' });
    expect(applied('3')).toEqual({
      scheme: 'contrast',
      stored: { 'mui-mode': 'dark', 'mui-color-scheme-dark': 'contrast' },
    });
  });

  it('still applies the choice when storage refuses it', () => {
    const root = document.createElement('html');
    applyChoice(choiceForValue('2')!, root, {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(root).toHaveAttribute('data-theme', 'dark');
  });
});

describe('the init script', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  it.each([
    [{}, 'light'],
    [{ 'mui-mode': 'light', 'mui-color-scheme-dark': 'contrast' }, 'light'],
    [{ 'mui-mode': 'dark' }, 'dark'],
    [{ 'mui-mode': 'dark', 'mui-color-scheme-dark': 'contrast' }, 'contrast'],
    [{ 'mui-mode': 'dark', 'mui-color-scheme-dark': 'sepia' }, 'dark'],
  ])('applies the remembered choice %j as %s, like schemeToApply', (stored, scheme) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    new Function(themeInitScript())();
    expect(document.documentElement).toHaveAttribute('data-theme', scheme);
    expect(schemeToApply(localStorage, () => false)).toBe(scheme);
  });

  const { contrast, dark } = SYSTEM_QUERIES;
  it.each<[string[], string]>([
    [[], 'light'],
    [[dark], 'dark'],
    [[contrast], 'contrast'],
    [[dark, contrast], 'contrast'],
  ])('follows the system (%j matching) while nothing is remembered: %s', (matching, scheme) => {
    window.matchMedia = changingMedia(matching).matchMedia;
    new Function(themeInitScript())();
    expect(document.documentElement).toHaveAttribute('data-theme', scheme);
    expect(schemeToApply(localStorage, (query) => matching.includes(query))).toBe(scheme);
  });

  it.each([
    ['light', {}],
    ['dark', { 'mui-color-scheme-dark': 'dark' }],
  ])('lets a remembered %s choice win over the system', (mode, more) => {
    localStorage.setItem('mui-mode', mode);
    for (const [key, value] of Object.entries(more)) localStorage.setItem(key, value);
    window.matchMedia = changingMedia([contrast, dark]).matchMedia;
    new Function(themeInitScript())();
    expect(document.documentElement).toHaveAttribute('data-theme', mode);
  });
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
