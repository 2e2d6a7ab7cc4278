// The icon on a page tab.
import type { Page } from '@/lib/tabs';
import styles from './TabIcon.module.css';

type Props = { page: Page };

/**
 * One empty element that CSS draws (outlined in the light theme, filled in the others), so a page
 * carries no drawing and a phone, where the icon is hidden, fetches none. Its class is the page's
 * name.
 */
export default function TabIcon({ page }: Props) {
  return <span className={`${styles.icon} ${styles[page]}`} data-testid="tab-icon" />;
}
