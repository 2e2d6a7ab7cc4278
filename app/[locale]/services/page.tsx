import { setRequestLocale } from 'next-intl/server';
import ServicesPage from '@/components/services/ServicesPage';
import StructuredData from '@/components/seo/StructuredData';
import { pageMetadata, type LocaleProps } from '@/i18n/metadata';

export const generateMetadata = pageMetadata('services');

export default async function ServicesRoute({ params }: LocaleProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <>
      <StructuredData page="services" />
      <ServicesPage />
    </>
  );
}
