'use client';
import { useId, type ReactNode, type Ref } from 'react';
import type { ContactFormClasses } from './contactFormStyles';

export type SubmitButtonText = { send: string; resend: string; sending: string; locked: string };

type Props = {
  ready: boolean;
  sending: boolean;
  failed: boolean;
  text: SubmitButtonText;
  icons: { locked: ReactNode; send: ReactNode };
  classes: ContactFormClasses;
  ref?: Ref<HTMLButtonElement>;
};

/** Locked until name, phone and e-mail are valid; a spinner while sending; resend after a failure. */
export default function SubmitButton({ ready, sending, failed, text, icons, classes, ref }: Props) {
  const hintId = useId();
  let icon = icons.locked;
  if (sending) icon = <span role="progressbar" className={classes.spinner} aria-hidden />;
  else if (ready) icon = icons.send;
  return (
    <div className={classes.buttonRow}>
      <button
        ref={ref}
        type="submit"
        disabled={!ready || sending}
        aria-describedby={ready ? undefined : hintId}
        className={classes.button}
      >
        {icon}
        {sending ? text.sending : failed ? text.resend : text.send}
      </button>
      {!ready && (
        <p id={hintId} className={classes.hint}>
          {text.locked}
        </p>
      )}
    </div>
  );
}
