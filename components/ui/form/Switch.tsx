// An on/off switch, for yes-or-no questions in a form.
import type { ReactNode, Ref } from 'react';
import styles from './Switch.module.css';

type Props = {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The ids of what names the switch (a question and the answer shown beside it). */
  labelledBy: string;
  children: ReactNode;
};

export default function Switch({
  checked,
  onChange,
  inputRef,
  labelledBy,
  children,
  ...input
}: Props) {
  return (
    <label className={styles.label}>
      <span className={styles.track}>
        <input
          {...input}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          ref={inputRef}
          aria-labelledby={labelledBy}
          className={styles.input}
        />
        <span className={styles.rail} />
      </span>
      {children}
    </label>
  );
}
