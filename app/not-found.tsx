// The page for any address the site does not have.
import LanguageRedirect from '@/components/redirect/LanguageRedirect';

// Exported as 404.html: an unknown path goes to Home in the browser's language (Next.js: noindex).
export default function NotFound() {
  return <LanguageRedirect page="home" />;
}
