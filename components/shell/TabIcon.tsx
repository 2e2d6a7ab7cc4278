// The icon on each page tab.
import type { Page } from '@/lib/tabs';
import styles from './TabIcon.module.css';

/** Each tab's icon, drawn by TabIcon.module.css from the files in components/shell/tab-icons/. */
const ICON: Record<Page, string | undefined> = {
  home: styles.home,
  about: styles.about,
  services: styles.services,
  contact: styles.contact,
};

type Props = { page: Page };

/**
 * A tab's icon: outlined in the light theme, filled in the others. One empty element, drawn by
 * CSS, so a page carries no drawing for it and a phone, where it is hidden, fetches none.
 */
export default function TabIcon({ page }: Props) {
  return <span className={`${styles.icon} ${ICON[page]}`} data-testid="tab-icon" />;
}
