import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Honeypot.module.css';

type Props = { label: string } & UseFormRegisterReturn<'topic'>;

/**
 * A field for robots: off screen, out of the tab order, hidden from screen readers and from
 * autofill. People never fill it in, so a value means the request came from a robot. Browsers
 * ignore autocomplete="off" for some fields, so its name is one they do not fill, and the
 * password managers' own opt-out attributes (1Password, LastPass, Bitwarden, Dashlane) are set.
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
