'use client';
import { useEffect, useSyncExternalStore } from 'react';
import Select from '@/components/ui/form/Select';
import {
  applyChoice,
  choiceForScheme,
  choiceForValue,
  COLOR_SCHEME_ATTRIBUTE,
  STORAGE_KEYS,
  storedScheme,
  THEME_SELECT_ID,
} from '@/lib/theme-choice';

type Props = {
  label: string;
  options: { value: string; label: string }[];
};

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: [COLOR_SCHEME_ATTRIBUTE] });
  return () => observer.disconnect();
}
const activeScheme = () =>
  document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE) ?? undefined;
const serverScheme = () => undefined;

/** The theme drop-down: light (1), dark (2), high contrast (3); the choice is remembered. */
export default function ThemeSelect({ label, options }: Props) {
  const scheme = useSyncExternalStore(subscribe, activeScheme, serverScheme);
  // A choice made in another tab of the site applies here too.
  useEffect(() => {
    const keys: (string | null)[] = Object.values(STORAGE_KEYS);
    const follow = (event: StorageEvent) => {
      if (!keys.includes(event.key)) return;
      document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, storedScheme(localStorage));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
  return (
    <Select
      id={THEME_SELECT_ID}
      label={label}
      value={choiceForScheme(scheme).value}
      options={options}
      onChange={(value) => {
        const choice = choiceForValue(value);
        if (choice) applyChoice(choice, document.documentElement, localStorage);
      }}
    />
  );
}
