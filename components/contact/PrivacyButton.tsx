'use client';
// The Contact page's button that shows and hides the privacy statement.
import { useRef, useState, type ReactNode } from 'react';
import Button from '@/components/ui/form/Button';
import PrivacyDialog, { type PrivacyText } from './PrivacyDialog';

type Props = { text: PrivacyText; icon: ReactNode };

/**
 * Opens the privacy statement; pressing it again closes it. The dialog is in the page's code, so
 * nothing is fetched after the tap.
 */
export default function PrivacyButton({ text, icon }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // How often it was asked for: each press shows it, whatever React last heard of a close.
  const [asked, setAsked] = useState(0);
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
