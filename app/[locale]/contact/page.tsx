// The Contact page's route: renders ContactPage for the locale in the URL.
import ContactPage from '@/components/contact/ContactPage';
import StructuredData from '@/components/seo/StructuredData';
import { routeLocale, type LocaleProps } from '@/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = pageMetadata('contact');

export default async function ContactRoute(props: LocaleProps) {
  await routeLocale(props);
  return (
    <>
      <StructuredData page="contact" />
      <ContactPage />
    </>
  );
}
