'use client';
import { Children, useState, type ReactNode } from 'react';
import LabelledSelect, { type LabelledSelectClasses } from '@/components/shell/LabelledSelect';
import { categoryForOption } from '@/lib/details';

type Option = { id: number; optionId: string; title: string };
type Props = {
  label: string;
  options: Option[];
  classes: LabelledSelectClasses;
  children: ReactNode;
};

/**
 * A labelled drop-down of categories; shows the panel (child) of the chosen one, first at start.
 * The others stay in the page, hidden: they carry styles that the shown panel may share.
 */
export default function DetailsSwitcher({ label, options, classes, children }: Props) {
  const [selected, setSelected] = useState(options[0]?.optionId ?? '');
  const category = categoryForOption(selected, options);
  const shown = category ? options.indexOf(category) : 0;
  return (
    <>
      <LabelledSelect
        id="detail-select"
        label={label}
        value={selected}
        classes={classes}
        options={options.map((option) => ({
          id: option.optionId,
          value: option.optionId,
          label: option.title,
        }))}
        onChange={setSelected}
      />
      {Children.map(children, (panel, index) => (
        <div hidden={index !== shown}>{panel}</div>
      ))}
    </>
  );
}
