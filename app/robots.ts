// robots.txt: tells search engines they may crawl the site, and where its sitemap is.
import type { MetadataRoute } from 'next';
import { profile } from '@/lib/content/profile';
import { isPreviewBuild } from '@/lib/preview';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  // A preview may be crawled (so that its noindex is read) but names no sitemap: it has none.
  const rules = { userAgent: '*', allow: '/' };
  return isPreviewBuild() ? { rules } : { rules, sitemap: `${profile.siteUrl}/sitemap.xml` };
}
