import type { ReactNode } from 'react';
import { themeInitScript } from '@/lib/theme-choice';
import './theme.css';

/**
 * The theme for the whole page (theme.css, made from theme.ts), and the saved colour scheme
 * applied before first paint. MUI's runtime loads only where MUI components need it (MuiTheme).
 */
export default function AppTheme({ children }: { children: ReactNode }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: themeInitScript() }} />
      {children}
    </>
  );
}
