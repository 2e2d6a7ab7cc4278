import { getTranslations } from 'next-intl/server';
import ThemeSelect from '@/components/theme/ThemeSelect';
import Box from '@/components/ui/Box';
import { sxClasses } from '@/components/ui/SxStyle';
import { profile } from '@/content/profile';
import { THEME_CHOICES, themeSelectInitScript } from '@/lib/theme-choice';
import { TABS } from '@/lib/tabs';
import { labelledSelectStyles } from './labelledSelectStyles';
import Logo from './Logo';
import NavTabs from './NavTabs';
import TabIcon from './TabIcon';

const navTabs = () =>
  sxClasses({
    list: { display: 'flex', flex: '1 1 auto', minWidth: 0, overflowX: 'auto' },
    tab: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 1,
      flexShrink: 0,
      minHeight: 48,
      // Four tabs side by side on a 320 px phone: a little smaller type and padding there.
      px: { xs: 1, sm: 2 },
      typography: 'button',
      fontSize: { xs: '0.8125rem', sm: '0.875rem' },
      textDecoration: 'none',
      color: 'text.secondary',
      borderBottom: 2,
      borderColor: 'transparent',
      '&:hover': { color: 'primary.main' },
      '&[aria-selected="true"]': { color: 'primary.main', borderColor: 'primary.main' },
      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
    },
  });

/** The row under the banner: logo (wide screens), the tab menu and the theme selector. */
export default async function CommandBar({ locale }: { locale: string }) {
  const tabs = await getTranslations('NavTabs');
  const themes = await getTranslations('ThemeSelect');
  const logo = await getTranslations('Logo');
  const nav = navTabs();
  const select = labelledSelectStyles();
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
      {nav.styles}
      {select.styles}
      <Logo
        size={40}
        label={logo('label', { company: profile.companyName })}
        sx={{ display: { xs: 'none', md: 'block' } }}
      />
      <NavTabs
        locale={locale}
        label={tabs('label')}
        classes={nav.classes}
        tabs={TABS.map((tab) => ({
          value: tab.value,
          label: tabs(tab.label),
          icon: <TabIcon value={tab.value} />,
        }))}
      />
      <ThemeSelect
        label={themes('label')}
        classes={select.classes}
        options={THEME_CHOICES.map((choice) => ({
          value: choice.value,
          label: themes(choice.scheme),
        }))}
      />
      {/* Shows the remembered theme in the drop-down before the app's code has loaded. */}
      <script dangerouslySetInnerHTML={{ __html: themeSelectInitScript() }} />
    </Box>
  );
}
