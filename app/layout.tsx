// The root layout Next.js requires; it adds nothing of its own.
import type { ReactNode } from 'react';

// The html element comes from app/[locale]/layout.tsx and the redirect pages; Next.js still
// needs a root layout for app/not-found.tsx.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
