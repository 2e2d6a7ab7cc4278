'use client';
import { Children, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LabelledSelect from '@/components/shell/LabelledSelect';
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
      <Box sx={{ mb: 2 }}>
        <LabelledSelect
          id="detail-select"
          label={label}
          value={selected}
          fullWidth
          options={options.map((option) => ({
            id: option.optionId,
            value: option.optionId,
            label: option.title,
          }))}
          onChange={setSelected}
        />
      </Box>
      {panel}
    </>
  );
}
