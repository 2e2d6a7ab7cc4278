// The site's bare address: sends the visitor on to Home in a language.
import LanguageRedirect from '@/components/redirect/LanguageRedirect';

export default function RootRedirect() {
  return <LanguageRedirect path="/" />;
}
