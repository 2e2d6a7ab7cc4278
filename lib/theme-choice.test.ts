import {
  applyChoice,
  choiceForScheme,
  choiceForValue,
  schemeToApply,
  SYSTEM_QUERIES,
  THEME_CHOICES,
  themeInitScript,
} from './theme-choice';
import { changingMedia } from './testing/media';

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
  // The page as the parser makes it: the script runs first, while the document is still loading;
  // the drop-down comes later, between two frames, and the browser paints only in a frame, each
  // of which first runs the callbacks requested for it.
  let frames: FrameRequestCallback[] = [];
  let readyState: DocumentReadyState = 'loading';
  const frame = () => {
    const callbacks = frames;
    frames = [];
    for (const callback of callbacks) callback(performance.now());
  };
  beforeEach(() => {
    frames = [];
    readyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-theme');
  });

  const options = (choices: readonly { value: string; scheme: string }[]) =>
    choices.map((choice) => `<option value="${choice.value}">${choice.scheme}</option>`).join('');
  const remember = ({ mode, scheme }: (typeof THEME_CHOICES)[number]) => {
    localStorage.setItem('mui-mode', mode);
    localStorage.setItem('mui-color-scheme-dark', scheme);
  };

  it.each(THEME_CHOICES)(
    'shows the remembered $scheme scheme in the drop-down before the first frame paints it',
    (choice) => {
      remember(choice);
      new Function(themeInitScript())();
      frame(); // a frame before the parser has reached the drop-down
      document.body.innerHTML = `<select id="theme-select">${options(THEME_CHOICES)}</select>`;
      frame();
      expect(document.querySelector('select')).toHaveValue(choice.value);
    },
  );

  it('waits until the parser has made all of the drop-down’s options', () => {
    const dark = THEME_CHOICES[1];
    remember(dark);
    new Function(themeInitScript())();
    document.body.innerHTML = `<select id="theme-select">${options(THEME_CHOICES.slice(0, 1))}</select>`;
    frame();
    document
      .querySelector('select')
      ?.insertAdjacentHTML('beforeend', options(THEME_CHOICES.slice(1)));
    frame();
    expect(document.querySelector('select')).toHaveValue(dark.value);
  });

  it('stops looking once the page has been parsed without the drop-down', () => {
    remember(THEME_CHOICES[1]);
    new Function(themeInitScript())();
    frame();
    expect(frames).toHaveLength(1);
    readyState = 'interactive';
    frame();
    expect(frames).toHaveLength(0);
  });

  it('leaves other drop-downs alone', () => {
    remember(THEME_CHOICES[1]);
    new Function(themeInitScript())();
    document.body.innerHTML = `<select id="other">${options(THEME_CHOICES)}</select>`;
    frame();
    expect(document.querySelector('select')).toHaveValue('1');
  });
});
