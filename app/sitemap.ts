// sitemap.xml: every page in every language and its chooser, each with the same alternates.
import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { absoluteUrl, chooserUrl, languageAlternates, PAGES } from '@/lib/seo/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return PAGES.flatMap((page) =>
    [...routing.locales.map((locale) => absoluteUrl(locale, page)), chooserUrl(page)].map(
      (url) => ({ url, alternates: { languages: languageAlternates(page) } }),
    ),
  );
}
