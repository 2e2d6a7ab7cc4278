import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import AppTheme from '@/components/theme/AppTheme';
import SiteShell from '@/components/shell/SiteShell';
import { profile } from '@/content/profile';
import type { LocaleProps } from '@/i18n/metadata';
import { routing } from '@/i18n/routing';

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  metadataBase: new URL(profile.siteUrl),
  title: { template: `%s | ${profile.companyName}`, default: profile.companyName },
  manifest: '/manifest.webmanifest',
  icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' }, apple: '/apple-icon.png' },
};

export default async function LocaleLayout({
  children,
  params,
}: LocaleProps & { children: ReactNode }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  return (
    <html lang={locale} suppressHydrationWarning>
      <body>
        <AppTheme>
          <SiteShell locale={locale}>{children}</SiteShell>
        </AppTheme>
      </body>
    </html>
  );
}
