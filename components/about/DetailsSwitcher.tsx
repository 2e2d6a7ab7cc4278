'use client';
// Lets the visitor choose which project or certification list the About page shows.
import { Children, useState, type ReactNode } from 'react';
import Select from '@/components/ui/form/Select';
import styles from './DetailsSwitcher.module.css';

type Props = {
  label: string;
  titles: string[];
  children: ReactNode;
};

export default function DetailsSwitcher({ label, titles, children }: Props) {
  const [chosen, setChosen] = useState(0);
  const panels = Children.toArray(children);
  return (
    <>
      <Select
        id="detail-select"
        label={label}
        value={String(chosen)}
        className={styles.select}
        options={titles.map((title, index) => ({ value: String(index), label: title }))}
        onChange={(value) => setChosen(Number(value))}
      />
      {/* Every panel is there, the others hidden: on paper all of them print. */}
      {panels.map((panel, index) => (
        <div key={index} hidden={index !== chosen} className={styles.panel}>
          {panel}
        </div>
      ))}
    </>
  );
}
