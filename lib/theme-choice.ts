/** The html attribute that carries the colour scheme; MUI's init script writes the same one. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-theme';

/** A CSS selector for an element's styles under one colour scheme, usable in server components. */
export function underScheme(scheme: ThemeScheme): string {
  return `[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"] &`;
}

/** The three themes with the option values the selector shows (SPEC §2): light is the default. */
export const THEME_CHOICES = [
  { value: '1', scheme: 'light', mode: 'light' },
  { value: '2', scheme: 'dark', mode: 'dark' },
  { value: '3', scheme: 'contrast', mode: 'dark' },
] as const;

export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ThemeScheme = ThemeChoice['scheme'];

export const DEFAULT_CHOICE: ThemeChoice = THEME_CHOICES[0];

/** The choice behind an active colour scheme; unknown or not yet known (server render) is light. */
export function choiceForScheme(scheme: string | undefined): ThemeChoice {
  return THEME_CHOICES.find((choice) => choice.scheme === scheme) ?? DEFAULT_CHOICE;
}

/** The choice behind an option value, or undefined for a value that is not one of the three. */
export function choiceForValue(value: string): ThemeChoice | undefined {
  return THEME_CHOICES.find((choice) => choice.value === value);
}

type SchemeControls = {
  setMode: (mode: 'light' | 'dark') => void;
  setColorScheme: (schemes: { light?: ThemeScheme; dark?: ThemeScheme }) => void;
};

/**
 * Applies a choice through MUI's colour-scheme controls, which remember it in localStorage (never
 * a cookie) for the init script to apply before the next first paint. High contrast is a dark-mode
 * scheme, so the mode says light or dark and the dark slot says which dark scheme.
 */
export function applyChoice(choice: ThemeChoice, controls: SchemeControls): void {
  if (choice.mode === 'dark') controls.setColorScheme({ dark: choice.scheme });
  controls.setMode(choice.mode);
}
