import type { SvgIconComponent } from '@mui/icons-material';
import ContactMail from '@mui/icons-material/ContactMail';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import Home from '@mui/icons-material/Home';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Person from '@mui/icons-material/Person';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Work from '@mui/icons-material/Work';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import Box from '@mui/material/Box';
import type { TabValue } from '@/lib/tabs';

const ICONS: Record<TabValue, { outlined: SvgIconComponent; filled: SvgIconComponent }> = {
  tabHome: { outlined: HomeOutlined, filled: Home },
  tabMe: { outlined: PersonOutlined, filled: Person },
  tabServices: { outlined: WorkOutlineOutlined, filled: Work },
  tabContact: { outlined: ContactMailOutlined, filled: ContactMail },
};

type Props = { value: TabValue };

/**
 * A tab's icon: outlined in the light theme, filled in the others. Both are in the page and CSS
 * picks one, so the right one shows before scripts run. Hidden on narrow screens.
 */
export default function TabIcon({ value }: Props) {
  const { outlined: Outlined, filled: Filled } = ICONS[value];
  return (
    <Box
      component="span"
      sx={(theme) => ({
        display: { xs: 'none', md: 'inline-flex' },
        '& .tab-icon-outlined': { display: 'none' },
        ...theme.applyStyles('light', {
          '& .tab-icon-outlined': { display: 'inline-block' },
          '& .tab-icon-filled': { display: 'none' },
        }),
      })}
    >
      <Outlined className="tab-icon-outlined" fontSize="small" />
      <Filled className="tab-icon-filled" fontSize="small" />
    </Box>
  );
}
