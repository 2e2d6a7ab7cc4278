'use client';
import type { ComponentProps, ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { choiceForScheme, COLOR_SCHEME_ATTRIBUTE, STORAGE_KEYS } from '@/lib/theme-choice';
import theme from './theme';

type StorageManager = NonNullable<ComponentProps<typeof ThemeProvider>['storageManager']>;

/**
 * MUI would read its own storage for the scheme. The page has already applied the scheme (the
 * remembered choice, or the system's until the visitor picks one, which MUI cannot tell apart
 * from light), so MUI is told the scheme the page shows, and the drop-down stays the only thing
 * that remembers a choice.
 */
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

/**
 * MUI's runtime for the part built from MUI components (the welcome toast).
 * The colour variables and baseline already come from the page's theme stylesheet; it
 * mounts in the browser only, so Emotion's default cache serves (no server-rendered styles).
 * The page alone sets the scheme attribute (no colorSchemeNode): MUI would otherwise write the
 * scheme it read on mounting a moment later, undoing a system change that came in between.
 */
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
