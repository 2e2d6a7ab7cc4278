'use client';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { DEFAULT_CHOICE } from '@/lib/theme-choice';
import theme from './theme';

/**
 * MUI's runtime for the parts built from MUI components (the contact form, the welcome toast).
 * The colour variables and baseline already come from the page's theme stylesheet.
 */
export default function MuiTheme({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider>
      <ThemeProvider theme={theme} defaultMode={DEFAULT_CHOICE.mode} disableStyleSheetGeneration>
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
