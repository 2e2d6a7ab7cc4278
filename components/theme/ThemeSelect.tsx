'use client';
import { useColorScheme } from '@mui/material/styles';
import LabelledSelect from '@/components/shell/LabelledSelect';
import { applyChoice, choiceForScheme, choiceForValue } from '@/lib/theme-choice';

type Props = { label: string; options: { value: string; label: string }[] };

/** The theme drop-down: light (1), dark (2), high contrast (3); the choice is remembered. */
export default function ThemeSelect({ label, options }: Props) {
  const { colorScheme, setMode, setColorScheme } = useColorScheme();
  return (
    <LabelledSelect
      id="theme-select"
      label={label}
      value={choiceForScheme(colorScheme).value}
      options={options}
      onChange={(value) => {
        const choice = choiceForValue(value);
        if (choice) applyChoice(choice, { setMode, setColorScheme });
      }}
    />
  );
}
