// The icon on a page tab, drawn by CSS: a page carries no drawing, and a phone that hides the
// icon fetches none.
import type { Page } from '@/lib/tabs';
import styles from './TabIcon.module.css';

type Props = { page: Page };

export default function TabIcon({ page }: Props) {
  return <span className={`${styles.icon} ${styles[page]}`} data-testid="tab-icon" />;
}
