import { content, visibleServices } from '@/content';
import { profile } from '@/content/profile';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl } from '@/i18n/site';
import { jsonForScript, profilePageJsonLd } from '@/lib/structured-data';

type Props = { locale: Locale };

/** JSON-LD for search engines: the consultant and the services on offer, from the content. */
export default function StructuredData({ locale }: Props) {
  const data = profilePageJsonLd({
    person: profile,
    pageUrl: absoluteUrl(locale, 'home'),
    language: locale,
    knowsAbout: content.skills.map((skill) => skill.title[locale]),
    services: visibleServices(locale),
  });
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
  );
}
