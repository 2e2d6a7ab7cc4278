import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { getTranslations } from 'next-intl/server';
import type { Notices as NoticesContent } from '@/content/schema';
import type { Locale } from '@/i18n/routing';
import WelcomeToast from './WelcomeToast';

type Props = { locale: Locale; notices: NoticesContent };

/** The site-offline notice and the welcome toast, each only when its content flag is on. */
export default async function Notices({ locale, notices }: Props) {
  const t = await getTranslations({ locale, namespace: 'Notices' });
  const offline = notices.siteOffline[locale];
  const availability = notices.availability[locale];
  return (
    <>
      {offline.enabled && (
        <Alert severity="warning" square role="status">
          <AlertTitle>{offline.title}</AlertTitle>
          {offline.message}
        </Alert>
      )}
      {availability.enabled && (
        <WelcomeToast
          title={availability.title}
          message={availability.message}
          timeout={availability.timeout}
          closeLabel={t('close')}
        />
      )}
    </>
  );
}
