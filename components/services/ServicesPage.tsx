import { getTranslations } from 'next-intl/server';
import PageIntro from '@/components/shell/PageIntro';

export default async function ServicesPage() {
  const t = await getTranslations('ServicesPage');
  return <PageIntro title={t('title')} intro={t('intro')} />;
}
