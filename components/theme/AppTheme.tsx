import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { COLOR_SCHEME_ATTRIBUTE, DEFAULT_CHOICE } from '@/lib/theme-choice';
import theme from './theme';

/** The theme for the whole page: the saved colour scheme is applied before first paint. */
export default function AppTheme({ children }: { children: ReactNode }) {
  return (
    <>
      <InitColorSchemeScript attribute={COLOR_SCHEME_ATTRIBUTE} defaultMode={DEFAULT_CHOICE.mode} />
      <AppRouterCacheProvider>
        <ThemeProvider theme={theme} defaultMode={DEFAULT_CHOICE.mode}>
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </AppRouterCacheProvider>
    </>
  );
}
