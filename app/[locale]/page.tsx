// The Home page's route: renders HomePage for the locale in the URL.
import HomePage from '@/components/home/HomePage';
import StructuredData from '@/components/seo/StructuredData';
import { routeLocale, type LocaleProps } from '@/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = pageMetadata('home');

export default async function HomeRoute(props: LocaleProps) {
  await routeLocale(props);
  return (
    <>
      <StructuredData page="home" />
      <HomePage />
    </>
  );
}
