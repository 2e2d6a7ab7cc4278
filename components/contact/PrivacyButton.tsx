'use client';
// The Contact page's button that shows and hides the privacy statement.
import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import Button from '@/components/ui/form/Button';
import buttonStyles from '@/components/ui/form/Button.module.css';
import PrivacyDialog, { PrivacySections, type PrivacyText } from './PrivacyDialog';
import styles from './PrivacyDialog.module.css';

type Props = { text: PrivacyText; icon: ReactNode };

const noChanges = () => () => {};

/**
 * Opens the privacy statement; pressing it again closes it. Until the page's scripts have started
 * (or where they never do) the statement opens in place instead, so it can always be read.
 */
export default function PrivacyButton({ text, icon }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // How often it was asked for: each press shows it, whatever React last heard of a close.
  const [asked, setAsked] = useState(0);
  const started = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!started)
    return (
      <details className={styles.inPlace}>
        <summary className={buttonStyles.outlined}>
          {icon}
          {text.open}
        </summary>
        <PrivacySections sections={text.sections} />
      </details>
    );
  return (
    <>
      <Button
        variant="outlined"
        icon={icon}
        aria-haspopup="dialog"
        onClick={() => {
          if (dialog.current?.open) dialog.current.close();
          else setAsked((count) => count + 1);
        }}
      >
        {text.open}
      </Button>
      {asked > 0 && <PrivacyDialog ref={dialog} asked={asked} text={text} />}
    </>
  );
}
