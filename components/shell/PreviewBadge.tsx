import { getTranslations } from 'next-intl/server';
import { OVERLAY } from '@/lib/focus-clearance';
import styles from './PreviewBadge.module.css';

/**
 * A preview's badge, in the page's language: says that this is not the live site. It floats over
 * the page (the page is laid out as on the live site) and lets taps through; focus is kept clear
 * of it as of the footer.
 */
export default async function PreviewBadge() {
  const t = await getTranslations('Preview');
  return (
    // A landmark of its own, as all of a page's content is in one.
    <aside className={styles.badge} data-preview-badge="" {...OVERLAY}>
      {t('badge')}
    </aside>
  );
}
