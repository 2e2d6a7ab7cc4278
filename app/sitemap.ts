// sitemap.xml: every page in every language, each with its other-language versions.
import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { absoluteUrl, languageAlternates, PAGES } from '@/lib/seo/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return PAGES.flatMap((page) =>
    routing.locales.map((locale) => ({
      url: absoluteUrl(locale, page),
      alternates: { languages: languageAlternates(page) },
    })),
  );
}
