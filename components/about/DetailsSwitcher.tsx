'use client';
import { Children, useState, type ReactNode } from 'react';
import Select from '@/components/ui/form/Select';
import { categoryForOption } from '@/lib/details';
import styles from './DetailsSwitcher.module.css';

type Option = { id: number; optionId: string; title: string };
type Props = {
  label: string;
  options: Option[];
  /** One panel per option, in the same order. */
  children: ReactNode;
};

/** A labelled drop-down of categories; shows the panel (child) of the chosen one, first at start. */
export default function DetailsSwitcher({ label, options, children }: Props) {
  const [selected, setSelected] = useState(options[0]?.optionId ?? '');
  const category = categoryForOption(selected, options);
  const panels = Children.toArray(children);
  return (
    <>
      <Select
        id="detail-select"
        label={label}
        value={selected}
        className={styles.select}
        options={options.map((option) => ({
          id: option.optionId,
          value: option.optionId,
          label: option.title,
        }))}
        onChange={setSelected}
      />
      {panels[category ? options.indexOf(category) : 0]}
    </>
  );
}
