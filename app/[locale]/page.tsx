import { setRequestLocale } from 'next-intl/server';
import HomePage from '@/components/home/HomePage';
import StructuredData from '@/components/seo/StructuredData';
import { pageMetadata, type LocaleProps } from '@/i18n/metadata';

export const generateMetadata = pageMetadata('home');

export default async function HomeRoute({ params }: LocaleProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <>
      <StructuredData page="home" />
      <HomePage />
    </>
  );
}
