// The About page without a language in its URL: sends the visitor on to one.
import LanguageRedirect from '@/components/redirect/LanguageRedirect';
import { chooserMetadata } from '@/lib/seo/metadata';

export const generateMetadata = () => chooserMetadata('about');

export default function AboutRedirect() {
  return <LanguageRedirect page="about" />;
}
