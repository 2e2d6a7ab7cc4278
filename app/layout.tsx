import type { ReactNode } from 'react';

// The html element comes from app/[locale]/layout.tsx and from the language redirect pages;
// a root layout must still exist for app/not-found.tsx.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
