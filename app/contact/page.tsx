import LanguageRedirect from '@/components/redirect/LanguageRedirect';

export default function ContactRedirect() {
  return <LanguageRedirect path="/contact/" />;
}
