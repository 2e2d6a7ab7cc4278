// The Services page's route: renders ServicesPage for the locale in the URL.
import ServicesPage from '@/components/services/ServicesPage';
import StructuredData from '@/components/seo/StructuredData';
import { routeLocale, type LocaleProps } from '@/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = pageMetadata('services');

export default async function ServicesRoute(props: LocaleProps) {
  await routeLocale(props);
  return (
    <>
      <StructuredData page="services" />
      <ServicesPage />
    </>
  );
}
