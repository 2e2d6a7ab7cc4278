// A contact-form field hidden from people, to catch spam robots that fill in everything.
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Honeypot.module.css';

type Props = { label: string } & UseFormRegisterReturn<'topic'>;

/**
 * A field for robots, hidden from people, screen readers and autofill, so a value means a robot.
 * Browsers ignore autocomplete="off" for some fields, hence the password managers' own opt-outs.
 */
export default function Honeypot({ label, ...field }: Props) {
  return (
    <div aria-hidden className={styles.honeypot}>
      <label>
        {label}
        <input
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore="true"
          data-form-type="other"
          {...field}
        />
      </label>
    </div>
  );
}
