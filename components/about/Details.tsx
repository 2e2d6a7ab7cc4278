import Box from '@/components/ui/Box';
import { getTranslations } from 'next-intl/server';
import { content } from '@/content';
import type { Locale } from '@/i18n/routing';
import { optionIdFor } from '@/lib/details';
import CertificationsTable from './CertificationsTable';
import DetailCard from './DetailCard';
import DetailsSwitcher from './DetailsSwitcher';
import { labelledSelectStyles } from '@/components/shell/labelledSelectStyles';

type Props = { locale: Locale };

/**
 * The drop-down of detail categories and the chosen one: a project's card, or the table of
 * certifications for the certificate entry. All panels render here; the client only switches.
 */
export default async function Details({ locale }: Props) {
  const t = await getTranslations('Details');
  const categories = content.projects[locale];
  const select = labelledSelectStyles({ display: 'flex', mb: 2 });
  return (
    <Box component="section" aria-label={t('label')}>
      {select.styles}
      <DetailsSwitcher
        classes={select.classes}
        label={t('label')}
        options={categories.map((category) => ({
          id: category.id,
          optionId: optionIdFor(category.id),
          title: category.title,
        }))}
      >
        {categories.map((category) =>
          category.type === 'certificate' ? (
            <CertificationsTable key={category.id} locale={locale} title={category.title} />
          ) : (
            <DetailCard key={category.id} project={category} />
          ),
        )}
      </DetailsSwitcher>
    </Box>
  );
}
