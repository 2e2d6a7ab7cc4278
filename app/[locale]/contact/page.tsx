import { setRequestLocale } from 'next-intl/server';
import ContactPage from '@/components/contact/ContactPage';
import StructuredData from '@/components/seo/StructuredData';
import { pageMetadata, type LocaleProps } from '@/i18n/metadata';

export const generateMetadata = pageMetadata('contact');

export default async function ContactRoute({ params }: LocaleProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <>
      <StructuredData page="contact" />
      <ContactPage />
    </>
  );
}
