import Box from '@mui/material/Box';
import { getTranslations } from 'next-intl/server';
import ThemeSelect from '@/components/theme/ThemeSelect';
import { profile } from '@/content/profile';
import { THEME_CHOICES } from '@/lib/theme-choice';
import { TABS } from '@/lib/tabs';
import Logo from './Logo';
import NavTabs from './NavTabs';

type Props = { locale: string };

/** The row under the banner: logo (wide screens), the tab menu and the theme selector. */
export default async function CommandBar({ locale }: Props) {
  const tabs = await getTranslations('NavTabs');
  const themes = await getTranslations('ThemeSelect');
  const logo = await getTranslations('Logo');
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: { xs: 1, md: 4 },
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Logo
        size={40}
        label={logo('label', { company: profile.companyName })}
        sx={{ display: { xs: 'none', md: 'block' } }}
      />
      <NavTabs
        locale={locale}
        label={tabs('label')}
        tabs={TABS.map((tab) => ({ value: tab.value, label: tabs(tab.label) }))}
      />
      <ThemeSelect
        label={themes('label')}
        options={THEME_CHOICES.map((choice) => ({
          value: choice.value,
          label: themes(choice.scheme),
        }))}
      />
    </Box>
  );
}
