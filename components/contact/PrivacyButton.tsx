'use client';
// The Contact page's button that shows and hides the privacy statement.
import { useState, type ReactNode } from 'react';
import Button from '@/components/ui/form/Button';
import PrivacyDialog, { type PrivacyText } from './PrivacyDialog';

type Props = { text: PrivacyText; icon: ReactNode };

/**
 * Opens the privacy statement; pressing it again closes it. The dialog is in the page's code, so
 * nothing is fetched after the tap.
 */
export default function PrivacyButton({ text, icon }: Props) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        icon={icon}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen((isOpen) => !isOpen);
        }}
      >
        {text.open}
      </Button>
      {wanted && <PrivacyDialog open={open} onClose={() => setOpen(false)} text={text} />}
    </>
  );
}
