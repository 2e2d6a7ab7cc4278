// The About page's details: past projects and certifications, one shown at a time.
import { getLocale, getTranslations } from 'next-intl/server';
import { content } from '@/lib/content';
import CertificationsTable from './CertificationsTable';
import DetailCard from './DetailCard';
import DetailsSwitcher from './DetailsSwitcher';

/** All panels are made on the server; the client only switches between them. */
export default async function Details() {
  const t = await getTranslations('Details');
  const categories = content.projects[await getLocale()];
  return (
    <section aria-label={t('label')}>
      <DetailsSwitcher label={t('label')} titles={categories.map((category) => category.title)}>
        {categories.map((category) =>
          category.type === 'certificate' ? (
            <CertificationsTable key={category.id} title={category.title} />
          ) : (
            <DetailCard key={category.id} project={category} />
          ),
        )}
      </DetailsSwitcher>
    </section>
  );
}
