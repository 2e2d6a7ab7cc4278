import LanguageRedirect from '@/components/redirect/LanguageRedirect';

export default function AboutRedirect() {
  return <LanguageRedirect path="/about/" />;
}
