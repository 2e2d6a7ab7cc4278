'use client';
// The contact form's send row: the button, why it is locked, and a notice until the form starts.
import { useId, type ReactNode, type Ref } from 'react';
import Button from '@/components/ui/form/Button';
import Spinner from '@/components/ui/form/Spinner';
import styles from './SubmitButton.module.css';

export type SubmitButtonText = {
  send: string;
  resend: string;
  sending: string;
  locked: string;
  notReady: string;
};

type Props = {
  ready: boolean;
  sending: boolean;
  failed: boolean;
  text: SubmitButtonText;
  icons: { locked: ReactNode; send: ReactNode };
  ref?: Ref<HTMLButtonElement>;
};

export default function SubmitButton({ ready, sending, failed, text, icons, ref }: Props) {
  const hintId = useId();
  let icon = icons.locked;
  if (sending) icon = <Spinner />;
  else if (ready) icon = icons.send;
  return (
    <div className={styles.row}>
      <Button
        variant="contained"
        ref={ref}
        type="submit"
        disabled={!ready || sending}
        aria-describedby={ready ? undefined : hintId}
        icon={icon}
      >
        {sending ? text.sending : failed ? text.resend : text.send}
      </Button>
      {!ready && (
        <p id={hintId} className={styles.hint}>
          {text.locked}
        </p>
      )}
      <p className={styles.notReady}>{text.notReady}</p>
    </div>
  );
}
