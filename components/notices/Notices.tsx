import Box from '@/components/ui/Box';
import Typography from '@/components/ui/Typography';
import { getTranslations } from 'next-intl/server';
import type { Notices as NoticesContent } from '@/content/schema';
import type { Locale } from '@/i18n/routing';
import WelcomeToast from './LazyWelcomeToast';

type Props = { locale: Locale; notices: NoticesContent };

/** The site-offline notice and the welcome toast, each only when its content flag is on. */
export default async function Notices({ locale, notices }: Props) {
  const t = await getTranslations({ locale, namespace: 'Notices' });
  const offline = notices.siteOffline[locale];
  const availability = notices.availability[locale];
  return (
    <>
      {offline.enabled && (
        <Box
          role="status"
          sx={{
            px: { xs: 2, md: 4 },
            py: 1.5,
            bgcolor: 'warning.main',
            color: 'warning.contrastText',
          }}
        >
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {offline.title}
          </Typography>
          <Typography component="p">{offline.message}</Typography>
        </Box>
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
