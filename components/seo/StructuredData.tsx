// Tells search engines who the consultant is and what each page is about.
import { getLocale, getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { content, visibleServices } from '@/lib/content';
import { profile } from '@/lib/content/profile';
import { absoluteUrl } from '@/lib/seo/site';
import { jsonForScript, pageJsonLd } from '@/lib/seo/structured-data';
import { tabOf, type Page } from '@/lib/tabs';

type Props = { page: Page };

export default async function StructuredData({ page }: Props) {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const persona = await getTranslations({ locale, namespace: 'Persona' });
  const data = pageJsonLd({
    type: tabOf(page).schemaType,
    pageUrl: absoluteUrl(locale, page),
    name: page === 'home' ? profile.companyName : t(page),
    language: locale,
    languages: routing.locales,
    owner: profile,
    image: `${profile.siteUrl}/images/consultant.svg`,
    description: persona('start'),
    knowsAbout: content.skills.map((skill) => skill.title[locale]),
    services: page === 'home' ? visibleServices(locale) : [],
  });
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
  );
}
