import {
  applyChoice,
  choiceForScheme,
  choiceForValue,
  storedScheme,
  THEME_CHOICES,
  themeInitScript,
  themeSelectInitScript,
  underScheme,
} from './theme-choice';

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
  ])('applies the remembered choice %j as %s, like storedScheme', (stored, scheme) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    new Function(themeInitScript())();
    expect(document.documentElement).toHaveAttribute('data-theme', scheme);
    expect(storedScheme(localStorage)).toBe(scheme);
  });
});

describe('themeSelectInitScript', () => {
  it.each(THEME_CHOICES)(
    'shows the applied $scheme scheme in the pre-rendered drop-down',
    ({ scheme, value }) => {
      document.body.innerHTML = `<select id="theme-select">${THEME_CHOICES.map(
        (choice) => `<option value="${choice.value}">${choice.scheme}</option>`,
      ).join('')}</select>`;
      document.documentElement.setAttribute('data-theme', scheme);
      new Function(themeSelectInitScript())();
      expect(document.querySelector('select')).toHaveValue(value);
    },
  );

  it('leaves the drop-down alone when no scheme is applied', () => {
    document.body.innerHTML = '<select id="theme-select"><option value="1">Light</option></select>';
    document.documentElement.removeAttribute('data-theme');
    expect(() => new Function(themeSelectInitScript())()).not.toThrow();
    expect(document.querySelector('select')).toHaveValue('1');
  });
});

describe('underScheme', () => {
  it('selects an element under one colour scheme', () => {
    expect(underScheme('contrast')).toBe('[data-theme="contrast"] &');
  });

  it('counts a page whose scheme is not set yet as light, the default', () => {
    expect(underScheme('light')).toBe(':root:not([data-theme]) &, [data-theme="light"] &');
  });
});
