// The icon on each page tab.
import Icon from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icon-paths';
import type { Page } from '@/lib/tabs';
import styles from './TabIcon.module.css';

const ICONS: Record<Page, { outlined: IconName; filled: IconName }> = {
  home: { outlined: 'HomeOutlined', filled: 'Home' },
  about: { outlined: 'PersonOutlined', filled: 'Person' },
  services: { outlined: 'WorkOutlineOutlined', filled: 'Work' },
  contact: { outlined: 'ContactMailOutlined', filled: 'ContactMail' },
};

type Props = { page: Page };

/** A tab's icon: outlined in the light theme, filled in the others (see TabIcon.module.css). */
export default function TabIcon({ page }: Props) {
  const { outlined, filled } = ICONS[page];
  return (
    <span className={styles.icons}>
      <Icon
        name={outlined}
        className={styles.outlined}
        fontSize="small"
        data-testid="tab-icon-outlined"
      />
      <Icon
        name={filled}
        className={styles.filled}
        fontSize="small"
        data-testid="tab-icon-filled"
      />
    </span>
  );
}
