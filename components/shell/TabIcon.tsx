import Box from '@/components/ui/Box';
import Icon from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icon-paths';
import type { TabValue } from '@/lib/tabs';
import { underScheme } from '@/lib/theme-choice';

const ICONS: Record<TabValue, { outlined: IconName; filled: IconName }> = {
  tabHome: { outlined: 'HomeOutlined', filled: 'Home' },
  tabMe: { outlined: 'PersonOutlined', filled: 'Person' },
  tabServices: { outlined: 'WorkOutlineOutlined', filled: 'Work' },
  tabContact: { outlined: 'ContactMailOutlined', filled: 'ContactMail' },
};

type Props = { value: TabValue };

/**
 * A tab's icon: outlined in the light theme, filled in the others. Both are in the page and CSS
 * picks one, so the right one shows before scripts run. Hidden on narrow screens.
 */
export default function TabIcon({ value }: Props) {
  const { outlined, filled } = ICONS[value];
  return (
    <Box
      component="span"
      sx={{
        display: { xs: 'none', md: 'inline-flex' },
        '& .tab-icon-outlined': { display: 'none' },
        [underScheme('light')]: {
          '& .tab-icon-outlined': { display: 'inline-block' },
          '& .tab-icon-filled': { display: 'none' },
        },
      }}
    >
      <Icon name={outlined} className="tab-icon-outlined" fontSize="small" />
      <Icon name={filled} className="tab-icon-filled" fontSize="small" />
    </Box>
  );
}
