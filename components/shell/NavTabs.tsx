'use client';
import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { hrefFor, tabForPathname, TABS, type TabValue } from '@/lib/tabs';
import TabIcon from './TabIcon';

type Props = { locale: string; label: string; tabs: { value: TabValue; label: string }[] };

const KEY_STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The tab menu: each tab is a link, the selected tab always follows the route, and the arrow,
 * Home and End keys move between tabs as in any tab list.
 */
export default function NavTabs({ locale, label, tabs }: Props) {
  const current = tabForPathname(usePathname());
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = KEY_STEP[event.key];
    if (!step) return;
    event.preventDefault();
    links.current[step(index, tabs.length)]?.focus();
  };
  return (
    <Box
      role="tablist"
      aria-label={label}
      sx={{ display: 'flex', flex: '1 1 auto', minWidth: 0, overflowX: 'auto' }}
    >
      {tabs.map(({ value, label: tabLabel }, index) => {
        const tab = TABS.find((candidate) => candidate.value === value) ?? current;
        const selected = value === current.value;
        return (
          <Box
            key={value}
            component={Link}
            href={hrefFor(locale, tab)}
            ref={(element: HTMLAnchorElement | null) => {
              links.current[index] = element;
            }}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onKeyDown={(event: KeyboardEvent) => onKeyDown(event, index)}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              flexShrink: 0,
              minHeight: 48,
              px: { xs: 1.25, sm: 2 },
              typography: 'button',
              textDecoration: 'none',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              '&:hover': { color: 'primary.main' },
              '&:focus-visible': {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: -2,
              },
            }}
          >
            <TabIcon value={value} />
            {tabLabel}
          </Box>
        );
      })}
    </Box>
  );
}
