'use client';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { hrefFor, tabForPathname, TABS, type TabValue } from '@/lib/tabs';
import TabIcon from './TabIcon';

type Props = { locale: string; label: string; tabs: { value: TabValue; label: string }[] };

/** The tab menu: each tab is a link, and the selected tab always follows the route. */
export default function NavTabs({ locale, label, tabs }: Props) {
  const current = tabForPathname(usePathname());
  return (
    <Tabs
      value={current.value}
      aria-label={label}
      variant="scrollable"
      scrollButtons={false}
      sx={{ flex: '1 1 auto', minWidth: 0 }}
    >
      {tabs.map(({ value, label: tabLabel }) => {
        const tab = TABS.find((candidate) => candidate.value === value) ?? current;
        return (
          <Tab
            key={value}
            value={value}
            label={tabLabel}
            icon={<TabIcon value={value} />}
            iconPosition="start"
            component={Link}
            href={hrefFor(locale, tab)}
            sx={{ minHeight: 48, minWidth: 0, px: { xs: 1.25, sm: 2 } }}
          />
        );
      })}
    </Tabs>
  );
}
