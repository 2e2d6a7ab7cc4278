// The notices on every page: the site-offline bar and the availability toast, when switched on.
import { getLocale, getTranslations } from 'next-intl/server';
import Icon from '@/components/ui/Icon';
import Typography from '@/components/ui/Typography';
import type { Notices as NoticesContent } from '@/lib/content/schema';
import LazyAvailabilityToastClient from './LazyAvailabilityToastClient';
import OfflineNoticeClient from './OfflineNoticeClient';
import styles from './Notices.module.css';

type Props = { notices: NoticesContent };

/** The site-offline notice and the availability toast, each only when its content flag is on. */
export default async function Notices({ notices }: Props) {
  const t = await getTranslations('Notices');
  const locale = await getLocale();
  const offline = notices.siteOffline[locale];
  const availability = notices.availability[locale];
  return (
    <>
      {offline.enabled && (
        <OfflineNoticeClient
          closeLabel={t('close', { title: offline.title })}
          closeIcon={<Icon name="Close" />}
        >
          <Typography className={styles.title}>{offline.title}</Typography>
          <Typography>{offline.message}</Typography>
        </OfflineNoticeClient>
      )}
      {availability.enabled && (
        <LazyAvailabilityToastClient
          title={availability.title}
          message={availability.message}
          timeout={availability.timeout}
          closeLabel={t('close', { title: availability.title })}
        />
      )}
    </>
  );
}
