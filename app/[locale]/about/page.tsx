// The About page's route: renders AboutPage for the locale in the URL.
import AboutPage from '@/components/about/AboutPage';
import StructuredData from '@/components/seo/StructuredData';
import { routeLocale, type LocaleProps } from '@/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = pageMetadata('about');

export default async function AboutRoute(props: LocaleProps) {
  await routeLocale(props);
  return (
    <>
      <StructuredData page="about" />
      <AboutPage />
    </>
  );
}
