// The visitor's theme choice: how it is applied, kept and restored before the first paint.

// MUI's colorSchemeSelector reads the same attribute.
export const COLOR_SCHEME_ATTRIBUTE = 'data-theme';

export const schemeSelector = (scheme: string) => `[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"]`;

// The server renders Light (1); in the browser the system's wish applies until the visitor picks.
export const THEME_CHOICES = [
  { value: '1', scheme: 'light', mode: 'light' },
  { value: '2', scheme: 'dark', mode: 'dark' },
  { value: '3', scheme: 'contrast', mode: 'dark' },
] as const;

export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ThemeScheme = ThemeChoice['scheme'];

const DEFAULT_CHOICE: ThemeChoice = THEME_CHOICES[0];

export function choiceForScheme(scheme: string | undefined): ThemeChoice {
  return THEME_CHOICES.find((choice) => choice.scheme === scheme) ?? DEFAULT_CHOICE;
}

export function choiceForValue(value: string): ThemeChoice | undefined {
  return THEME_CHOICES.find((choice) => choice.value === value);
}

// MUI's own keys, so MUI's providers read the same choice.
export const STORAGE_KEYS = { mode: 'mui-mode', darkScheme: 'mui-color-scheme-dark' } as const;

// High contrast is a dark scheme: the mode says light or dark, and the dark slot says which.
export function applyChoice(
  choice: ThemeChoice,
  root: HTMLElement,
  storage: Pick<Storage, 'setItem'>,
): void {
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, choice.scheme);
  try {
    storage.setItem(STORAGE_KEYS.mode, choice.mode);
    if (choice.mode === 'dark') storage.setItem(STORAGE_KEYS.darkScheme, choice.scheme);
  } catch {
    // Storage can be full or blocked: the choice still holds for this page.
  }
}

export type MediaMatch = (query: string) => boolean;

export const SYSTEM_QUERIES = {
  contrast: '(prefers-contrast: more)',
  dark: '(prefers-color-scheme: dark)',
} as const;

// Uses nothing from outside: the init script runs this function's source.
function schemeFromStorage(
  storage: Pick<Storage, 'getItem'>,
  keys: typeof STORAGE_KEYS,
  choices: readonly ThemeChoice[],
  queries: typeof SYSTEM_QUERIES,
  matches: MediaMatch,
): ThemeScheme {
  const mode = storage.getItem(keys.mode);
  if (mode === 'light') return 'light';
  if (mode !== 'dark') {
    if (matches(queries.contrast)) return 'contrast';
    return matches(queries.dark) ? 'dark' : 'light';
  }
  const dark = storage.getItem(keys.darkScheme);
  const choice = choices.find((each) => each.mode === 'dark' && each.scheme === dark);
  return choice ? choice.scheme : 'dark';
}

export function schemeToApply(storage: Pick<Storage, 'getItem'>, matches: MediaMatch): ThemeScheme {
  return schemeFromStorage(storage, STORAGE_KEYS, THEME_CHOICES, SYSTEM_QUERIES, matches);
}

export const THEME_SELECT_ID = 'theme-select';

/** First in the page, before the first paint; anything more in it would delay every page. */
export function themeInitScript(): string {
  const read = `(${schemeFromStorage.toString()})(localStorage,${JSON.stringify(STORAGE_KEYS)},${JSON.stringify(THEME_CHOICES)},${JSON.stringify(SYSTEM_QUERIES)},function(q){return matchMedia(q).matches})`;
  return (
    `(function(){var s='light';try{s=${read}}catch(e){}` +
    `document.documentElement.setAttribute('${COLOR_SCHEME_ATTRIBUTE}',s)})();`
  );
}

/** After the drop-down: shows the applied scheme from the first paint, not the rendered Light. */
export function themeSelectScript(): string {
  const values = JSON.stringify(
    Object.fromEntries(THEME_CHOICES.map((choice) => [choice.scheme, choice.value])),
  );
  return (
    `(function(){var d=document,e=d.getElementById('${THEME_SELECT_ID}'),` +
    `v=${values}[d.documentElement.getAttribute('${COLOR_SCHEME_ATTRIBUTE}')];if(e&&v)e.value=v})();`
  );
}
