// The Contact page without a language in its URL: sends the visitor on to one.
import LanguageRedirect from '@/components/redirect/LanguageRedirect';

export default function ContactRedirect() {
  return <LanguageRedirect path="/contact/" />;
}
