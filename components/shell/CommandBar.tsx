// The bar at the top of every page: logo, the page tabs and the theme picker.
import { getLocale, getTranslations } from 'next-intl/server';
import ThemeSelect from '@/components/theme/ThemeSelect';
import { profile } from '@/lib/content/profile';
import { TABS } from '@/lib/tabs';
import { THEME_CHOICES, themeSelectScript } from '@/lib/theme-choice';
import Logo from './Logo';
import NavTabs from './NavTabs';
import TabIcon from './TabIcon';
import styles from './CommandBar.module.css';

export default async function CommandBar() {
  const tabs = await getTranslations('NavTabs');
  const themes = await getTranslations('ThemeSelect');
  const logo = await getTranslations('Logo');
  return (
    <div className={styles.bar}>
      <Logo
        size={40}
        label={logo('label', { company: profile.companyName })}
        className={styles.logo}
      />
      <NavTabs
        locale={await getLocale()}
        label={tabs('label')}
        tabs={TABS.map((tab) => ({
          page: tab.page,
          label: tabs(tab.page),
          icon: <TabIcon page={tab.page} />,
        }))}
      />
      <ThemeSelect
        className={styles.theme}
        label={themes('label')}
        options={THEME_CHOICES.map((choice) => ({
          value: choice.value,
          label: themes(choice.scheme),
        }))}
      />
      {/* Shows the applied scheme in the drop-down before the app's code has loaded. */}
      <script dangerouslySetInnerHTML={{ __html: themeSelectScript() }} />
    </div>
  );
}
