// The site's bare address: sends the visitor on to Home in a language.
import LanguageRedirect from '@/components/redirect/LanguageRedirect';
import { chooserMetadata } from '@/lib/seo/metadata';

export const generateMetadata = () => chooserMetadata('home');

export default function RootRedirect() {
  return <LanguageRedirect page="home" />;
}
