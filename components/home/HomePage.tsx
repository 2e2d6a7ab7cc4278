import { getTranslations } from 'next-intl/server';
import PageIntro from '@/components/shell/PageIntro';

export default async function HomePage() {
  const t = await getTranslations('HomePage');
  return <PageIntro title={t('title')} intro={t('intro')} />;
}
