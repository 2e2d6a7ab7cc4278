'use client';
import { useState, type ReactNode } from 'react';
import Button from '@/components/ui/form/Button';
import PrivacyDialog, { type PrivacyText } from './PrivacyDialog';

type Props = { text: PrivacyText; icon: ReactNode };

/**
 * Opens the privacy statement; pressing it again closes it. The dialog is rendered once it is
 * first asked for, from code already on the page: nothing to fetch after the tap.
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
