// The frame of every page in one language: html, theme, site shell and shared metadata.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import AppTheme from '@/components/theme/AppTheme';
import SiteShell from '@/components/shell/SiteShell';
import { routeLocale, type LocaleProps } from '@/i18n/locale';
import { routing } from '@/i18n/routing';
import { profile } from '@/lib/content/profile';
import { isPreviewBuild } from '@/lib/preview';

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  metadataBase: new URL(profile.siteUrl),
  title: { template: `%s | ${profile.companyName}`, default: profile.companyName },
  manifest: '/manifest.webmanifest',
  icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' }, apple: '/apple-icon.png' },
  // A preview stays out of search results; its canonical links already name the live site.
  ...(isPreviewBuild() ? { robots: { index: false } } : {}),
};

export default async function LocaleLayout({
  children,
  ...props
}: LocaleProps & { children: ReactNode }) {
  const locale = await routeLocale(props);

  return (
    <html lang={locale} suppressHydrationWarning>
      <body>
        <AppTheme>
          <SiteShell>{children}</SiteShell>
        </AppTheme>
      </body>
    </html>
  );
}
