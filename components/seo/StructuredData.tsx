// Tells search engines who the consultant is and what each page is about.
import { getLocale, getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { absoluteUrl, type Page } from '@/lib/seo/site';
import { content, visibleServices } from '@/lib/content';
import { profile } from '@/lib/content/profile';
import { jsonForScript, profilePageJsonLd, webPageJsonLd } from '@/lib/seo/structured-data';

/** What kind of page each page is, for search engines; Home is the consultant's ProfilePage. */
const PAGE_TYPE = { about: 'AboutPage', services: 'WebPage', contact: 'ContactPage' } as const;

type Props = { page: Page };

/** JSON-LD for search engines, from the content: the consultant and services on Home. */
export default async function StructuredData({ page }: Props) {
  const locale = await getLocale();
  const pageUrl = absoluteUrl(locale, page);
  const data =
    page === 'home'
      ? profilePageJsonLd({
          person: profile,
          pageUrl,
          language: locale,
          languages: routing.locales,
          knowsAbout: content.skills.map((skill) => skill.title[locale]),
          services: visibleServices(locale),
        })
      : webPageJsonLd({
          type: PAGE_TYPE[page],
          person: profile,
          pageUrl,
          name: (await getTranslations({ locale, namespace: 'Metadata' }))(page),
          language: locale,
        });
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
  );
}
