// The badge on a preview of the site that says it is not the live site.
import { getTranslations } from 'next-intl/server';
import { OVERLAY } from '@/lib/focus-clearance';
import styles from './PreviewBadge.module.css';

export default async function PreviewBadge() {
  const t = await getTranslations('Preview');
  return (
    // A landmark of its own, as all of a page's content is in one.
    <aside className={styles.badge} data-preview-badge="" {...OVERLAY}>
      {t('badge')}
    </aside>
  );
}
