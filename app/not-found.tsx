import LanguageRedirect from '@/components/redirect/LanguageRedirect';

// Exported as 404.html: any unknown path shows Home in the browser's language. Next.js marks it
// noindex itself.
export default function NotFound() {
  return <LanguageRedirect path="/" noindexByNext />;
}
