import Icon from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icon-paths';
import type { TabValue } from '@/lib/tabs';
import styles from './TabIcon.module.css';

const ICONS: Record<TabValue, { outlined: IconName; filled: IconName }> = {
  tabHome: { outlined: 'HomeOutlined', filled: 'Home' },
  tabMe: { outlined: 'PersonOutlined', filled: 'Person' },
  tabServices: { outlined: 'WorkOutlineOutlined', filled: 'Work' },
  tabContact: { outlined: 'ContactMailOutlined', filled: 'ContactMail' },
};

type Props = { value: TabValue };

/** A tab's icon: outlined in the light theme, filled in the others (see TabIcon.module.css). */
export default function TabIcon({ value }: Props) {
  const { outlined, filled } = ICONS[value];
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
