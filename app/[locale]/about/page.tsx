import { setRequestLocale } from 'next-intl/server';
import AboutPage from '@/components/about/AboutPage';
import StructuredData from '@/components/seo/StructuredData';
import { pageMetadata, type LocaleProps } from '@/i18n/metadata';

export const generateMetadata = pageMetadata('about');

export default async function AboutRoute({ params }: LocaleProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <>
      <StructuredData page="about" />
      <AboutPage />
    </>
  );
}
