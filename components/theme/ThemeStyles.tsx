import type { CSSObject } from '@emotion/serialize';
import { globalCss } from '@/components/ui/sx';
import { schemeSelector, THEME_CHOICES } from '@/lib/theme-choice';
import theme from './theme';

/**
 * The theme as one stylesheet, written at build: every colour scheme's CSS variables and MUI's
 * baseline (CssBaseline's rules) on top of them. Server components style themselves with these
 * variables; no theme code runs in the browser.
 */
export function themeCss(): string {
  const variables = theme.generateStyleSheets().map((sheet) => globalCss(sheet));
  const schemes = Object.fromEntries(
    THEME_CHOICES.map(({ scheme, mode }) => [schemeSelector(scheme), { colorScheme: mode }]),
  );
  const baseline = globalCss({
    // A swipe to the right moves to the previous tab: it must not also be the browser's back.
    html: {
      overscrollBehaviorX: 'none',
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: theme.typography.fontWeightBold },
    body: {
      overscrollBehaviorX: 'none',
      margin: 0,
      color: theme.vars.palette.text.primary,
      ...(theme.typography.body1 as CSSObject),
      backgroundColor: theme.vars.palette.background.default,
    },
    ...schemes,
  });
  return [...variables, baseline].join('');
}

export default function ThemeStyles() {
  return (
    <style href="theme" precedence="theme">
      {themeCss()}
    </style>
  );
}
