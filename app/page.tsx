import LanguageRedirect from '@/components/redirect/LanguageRedirect';

export default function RootRedirect() {
  return <LanguageRedirect path="/" />;
}
