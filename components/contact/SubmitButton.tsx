'use client';
import { useId, type Ref } from 'react';
import IconSvg from '@/components/ui/IconSvg';
import type { ContactFormClasses } from './contactFormStyles';

export type SubmitButtonText = { send: string; resend: string; sending: string; locked: string };

type Props = {
  ready: boolean;
  sending: boolean;
  failed: boolean;
  text: SubmitButtonText;
  classes: ContactFormClasses;
  ref?: Ref<HTMLButtonElement>;
};

/** Locked until name, phone and e-mail are valid; a spinner while sending; resend after a failure. */
export default function SubmitButton({ ready, sending, failed, text, classes, ref }: Props) {
  const hintId = useId();
  let icon = <IconSvg name="LockOutlined" data-testid="LockOutlinedIcon" />;
  if (sending) icon = <span role="progressbar" className={classes.spinner} aria-hidden />;
  else if (ready) icon = <IconSvg name="Send" data-testid="SendIcon" />;
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
