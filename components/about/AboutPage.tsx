import { getTranslations } from 'next-intl/server';
import PageIntro from '@/components/shell/PageIntro';

export default async function AboutPage() {
  const t = await getTranslations('AboutPage');
  return <PageIntro title={t('title')} intro={t('intro')} />;
}
