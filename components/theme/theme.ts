// The site's colours, type and breakpoints for the light, dark and high-contrast schemes.
import { createColorScheme, createTheme } from '@mui/material/styles';
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

const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
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
    // A custom scheme, as MUI builds only light and dark; WCAG AAA (7:1) for all text.
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
