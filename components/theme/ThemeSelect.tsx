'use client';
// The drop-down where the visitor picks light, dark or high-contrast colours.
import { useEffect, useSyncExternalStore } from 'react';
import Select from '@/components/ui/form/Select';
import {
  applyChoice,
  choiceForScheme,
  choiceForValue,
  COLOR_SCHEME_ATTRIBUTE,
  schemeToApply,
  STORAGE_KEYS,
  SYSTEM_QUERIES,
  THEME_SELECT_ID,
} from '@/lib/theme-choice';

type Props = {
  label: string;
  options: { value: string; label: string }[];
  className?: string;
};

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: [COLOR_SCHEME_ATTRIBUTE] });
  return () => observer.disconnect();
}
const activeScheme = () =>
  document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE) ?? undefined;
const serverScheme = () => undefined;

export default function ThemeSelect({ label, options, className }: Props) {
  const scheme = useSyncExternalStore(subscribe, activeScheme, serverScheme);
  // A choice made in another tab applies here too, as does a system change until one is made.
  useEffect(() => {
    const keys: (string | null)[] = Object.values(STORAGE_KEYS);
    const reapply = () => {
      const matches = (query: string) => window.matchMedia(query).matches;
      document.documentElement.setAttribute(
        COLOR_SCHEME_ATTRIBUTE,
        schemeToApply(localStorage, matches),
      );
    };
    const follow = (event: StorageEvent) => {
      if (keys.includes(event.key)) reapply();
    };
    const queries = Object.values(SYSTEM_QUERIES).map((query) => window.matchMedia(query));
    window.addEventListener('storage', follow);
    for (const query of queries) query.addEventListener('change', reapply);
    return () => {
      window.removeEventListener('storage', follow);
      for (const query of queries) query.removeEventListener('change', reapply);
    };
  }, []);
  return (
    <Select
      id={THEME_SELECT_ID}
      label={label}
      value={choiceForScheme(scheme).value}
      options={options}
      className={className}
      onChange={(value) => {
        const choice = choiceForValue(value);
        if (choice) applyChoice(choice, document.documentElement, localStorage);
      }}
    />
  );
}
