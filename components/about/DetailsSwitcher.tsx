'use client';
import { Children, useState, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { categoryForOption } from '@/lib/details';

type Option = { id: number; optionId: string; title: string };
type Props = { label: string; options: Option[]; children: ReactNode };

/** A labelled drop-down of categories; shows the panel (child) of the chosen one, first at start. */
export default function DetailsSwitcher({ label, options, children }: Props) {
  const [selected, setSelected] = useState(options[0]?.optionId ?? '');
  const category = categoryForOption(selected, options);
  const panel = Children.toArray(children)[category ? options.indexOf(category) : 0];
  return (
    <>
      <FormControl fullWidth sx={{ mb: 2 }}>
        <InputLabel variant="standard" htmlFor="detail-select">
          {label}
        </InputLabel>
        <NativeSelect
          id="detail-select"
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.optionId} id={option.optionId} value={option.optionId}>
              {option.title}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <div aria-live="polite">{panel}</div>
    </>
  );
}
