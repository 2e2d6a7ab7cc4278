import LanguageRedirect from '@/components/redirect/LanguageRedirect';

export default function ServicesRedirect() {
  return <LanguageRedirect path="/services/" />;
}
