'use client';
// Wraps the availability toast in MUI's theme, set to the colour scheme the page already shows.
import type { ComponentProps, ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { choiceForScheme, COLOR_SCHEME_ATTRIBUTE, STORAGE_KEYS } from '@/lib/theme-choice';
import theme from './theme';

type StorageManager = NonNullable<ComponentProps<typeof ThemeProvider>['storageManager']>;

// MUI cannot tell "system" from light, and only the drop-down remembers a choice.
const pageScheme: StorageManager = ({ key }) => ({
  get(fallback: unknown) {
    const active = document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE) ?? undefined;
    const choice = choiceForScheme(active);
    if (key === STORAGE_KEYS.mode) return choice.mode;
    if (key === STORAGE_KEYS.darkScheme && choice.mode === 'dark') return choice.scheme;
    return fallback;
  },
  set() {},
  subscribe: () => () => {},
});

// No colorSchemeNode: MUI would write back the scheme it read on mounting, undoing a later change.
export default function MuiTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      storageManager={pageScheme}
      colorSchemeNode={null}
      disableStyleSheetGeneration
    >
      {children}
    </ThemeProvider>
  );
}
