// Builds each page's title, description and share-preview details for search and social sites.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { profile } from '@/lib/content/profile';
import { isPreviewBuild } from '@/lib/preview';
import {
  absoluteUrl,
  chooserUrl,
  languageAlternates,
  OG_IMAGE,
  OG_LOCALE,
  ogImageUrl,
  type Page,
} from './site';
import { routeLocale, type LocaleProps } from '@/i18n/locale';
import { routing, type Locale } from '@/i18n/routing';

export function pageMetadata(page: Page) {
  return async function generateMetadata(props: LocaleProps): Promise<Metadata> {
    const locale = await routeLocale(props);
    const t = await getTranslations({ locale, namespace: 'Metadata' });
    const title = page === 'home' ? profile.companyName : `${t(page)} | ${profile.companyName}`;
    const description = await describe(locale, page);
    const image = {
      url: ogImageUrl(locale),
      ...OG_IMAGE,
      alt: profile.companyName,
      type: 'image/png',
    };
    return {
      title: page === 'home' ? { absolute: title } : t(page),
      description,
      alternates: { canonical: absoluteUrl(locale, page), languages: languageAlternates(page) },
      openGraph: {
        type: 'website',
        title,
        description,
        url: absoluteUrl(locale, page),
        siteName: profile.companyName,
        locale: OG_LOCALE[locale],
        images: [image],
        alternateLocale: routing.locales
          .filter((other) => other !== locale)
          .map((other) => OG_LOCALE[other]),
      },
      twitter: { card: 'summary_large_image', title, description, images: [image] },
    };
  };
}

async function describe(locale: Locale, page: Page): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return t(`descriptions.${page}`, {
    company: profile.companyName,
    name: profile.name,
    jobTitle: profile.jobTitle,
  });
}

/** A chooser's: the page's description in every language, itself as canonical. */
export async function chooserMetadata(page: Page): Promise<Metadata> {
  const descriptions = await Promise.all(routing.locales.map((locale) => describe(locale, page)));
  return {
    description: descriptions.join(' / '),
    alternates: { canonical: chooserUrl(page), languages: languageAlternates(page) },
    ...(isPreviewBuild() ? { robots: { index: false } } : {}),
  };
}
