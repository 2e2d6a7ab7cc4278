import type { ReactNode } from 'react';
import { themeInitScript } from '@/lib/theme-choice';
import ThemeStyles from './ThemeStyles';

/**
 * The theme for the whole page as a stylesheet written at build, and the saved colour scheme
 * applied before first paint. MUI's runtime loads only where MUI components need it (MuiTheme).
 */
export default function AppTheme({ children }: { children: ReactNode }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: themeInitScript() }} />
      <ThemeStyles />
      {children}
    </>
  );
}
