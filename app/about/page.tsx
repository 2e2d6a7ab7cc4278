// The About page without a language in its URL: sends the visitor on to one.
import LanguageRedirect from '@/components/redirect/LanguageRedirect';

export default function AboutRedirect() {
  return <LanguageRedirect path="/about/" />;
}
