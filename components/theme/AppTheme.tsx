// Brings the site's colours and fonts to every page, in the colour scheme the visitor chose.
import type { ReactNode } from 'react';
import { themeInitScript } from '@/lib/theme-choice';
import './theme.css';

export default function AppTheme({ children }: { children: ReactNode }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: themeInitScript() }} />
      {children}
    </>
  );
}
