import {
  createColorScheme,
  createTheme,
  shouldSkipGeneratingVar as skipByDefault,
} from '@mui/material/styles';
import { BREAKPOINTS } from '@/lib/breakpoints';
import { COLOR_SCHEME_ATTRIBUTE } from '@/lib/theme-choice';
import { BRAND } from './brand';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
  interface ColorSchemeOverrides {
    contrast: true;
  }
  interface CssThemeVariables {
    enabled: true;
  }
}

/**
 * Palette tokens of the MUI components this site never renders. The theme stylesheet sits in every
 * page twice (style tag and page data), so variables nobody reads are left out of it; an
 * end-to-end test checks that every variable a page's styles read is defined.
 */
const UNRENDERED_COMPONENTS = new Set([
  'AppBar',
  'Avatar',
  'Chip',
  'FilledInput',
  'Input',
  'LinearProgress',
  'Skeleton',
  'Slider',
  'SpeedDialAction',
  'StepConnector',
  'StepContent',
  'Tooltip',
]);

/** The elevations the site draws: flat notices 0, cards and buttons 1–4, the dialog 24. */
const ELEVATIONS = new Set(['0', '1', '2', '3', '4', '24']);

/**
 * MUI's own skips, plus the font shorthands (no style reads them), unrendered components' tokens
 * and the shadows and dark overlays of elevations nothing uses.
 */
export function skipThemeVar(keys: string[]): boolean {
  const [group = '', name = ''] = keys;
  return (
    skipByDefault(keys) ||
    group === 'font' ||
    (group === 'palette' && UNRENDERED_COMPONENTS.has(name)) ||
    ((group === 'shadows' || group === 'overlays') && !ELEVATIONS.has(name))
  );
}

const theme = createTheme({
  cssVariables: {
    colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE,
    shouldSkipGeneratingVar: skipThemeVar,
  },
  defaultColorScheme: 'light',
  colorSchemes: {
    light: {
      palette: {
        primary: { main: BRAND.primary },
        secondary: { main: '#8a3b0b' },
        // Notices carry white text: these keep it at 7:1 or more.
        info: { main: '#01579b', contrastText: '#ffffff' },
        warning: { main: '#7a3e00', contrastText: '#ffffff' },
        background: { default: BRAND.background, paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#8cc4f5' },
        secondary: { main: '#f5b98c' },
        info: { main: '#81d4fa', contrastText: '#000000' },
        warning: { main: '#ffb74d', contrastText: '#000000' },
        background: { default: '#121417', paper: '#1c1f24' },
      },
    },
    // A custom scheme is built here (MUI builds only light and dark itself).
    // WCAG AAA (7:1) for all text: white, yellow and cyan on black.
    contrast: createColorScheme({
      palette: {
        mode: 'dark',
        primary: { main: '#ffff00', contrastText: '#000000' },
        secondary: { main: '#00ffff', contrastText: '#000000' },
        info: { main: '#00ffff', contrastText: '#000000' },
        warning: { main: '#ffff00', contrastText: '#000000' },
        // Form messages and banners: light red and green keep 7:1 on black too.
        error: { main: '#ff8a80', contrastText: '#000000' },
        success: { main: '#69f0ae', contrastText: '#000000' },
        background: { default: '#000000', paper: '#000000' },
        text: { primary: '#ffffff', secondary: '#ffffff', disabled: '#bfbfbf' },
        divider: '#ffffff',
      },
    }),
  },
  breakpoints: { values: BREAKPOINTS },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
});

export default theme;
