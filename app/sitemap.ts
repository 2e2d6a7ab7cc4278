import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { absoluteUrl, languageAlternates, PAGE_PATHS, type Page } from '@/i18n/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return (Object.keys(PAGE_PATHS) as Page[]).flatMap((page) =>
    routing.locales.map((locale) => ({
      url: absoluteUrl(locale, page),
      alternates: { languages: languageAlternates(page) },
    })),
  );
}
