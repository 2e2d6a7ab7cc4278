import { getTranslations } from 'next-intl/server';
import PageIntro from '@/components/shell/PageIntro';

export default async function ContactPage() {
  const t = await getTranslations('ContactPage');
  return <PageIntro title={t('title')} intro={t('intro')} />;
}
