'use client';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { useColorScheme } from '@mui/material/styles';
import { applyChoice, choiceForScheme, choiceForValue } from '@/lib/theme-choice';

type Props = { label: string; options: { value: string; label: string }[] };

/** The theme drop-down: light (1), dark (2), high contrast (3); the choice is remembered. */
export default function ThemeSelect({ label, options }: Props) {
  const { colorScheme, setMode, setColorScheme } = useColorScheme();
  const current = choiceForScheme(colorScheme);
  return (
    <FormControl size="small" sx={{ minWidth: 140 }}>
      <InputLabel variant="standard" htmlFor="theme-select">
        {label}
      </InputLabel>
      <NativeSelect
        id="theme-select"
        value={current.value}
        onChange={(event) => {
          const choice = choiceForValue(event.target.value);
          if (choice) applyChoice(choice, { setMode, setColorScheme });
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
