'use client';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { DEFAULT_CHOICE } from '@/lib/theme-choice';
import theme from './theme';

/**
 * MUI's runtime for the parts built from MUI components (the privacy dialog, the welcome toast).
 * The colour variables and baseline already come from the page's theme stylesheet; both users
 * mount in the browser only, so Emotion's default cache serves (no server-rendered styles).
 */
export default function MuiTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode={DEFAULT_CHOICE.mode} disableStyleSheetGeneration>
      {children}
    </ThemeProvider>
  );
}
