'use client';
import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import type { PrivacyText } from './PrivacyDialog';

// The dialog's code (and MUI's runtime) loads when the visitor first opens it, not with the page.
const PrivacyDialog = dynamic(() => import('./PrivacyDialog'));

type Props = { text: PrivacyText; icon: ReactNode; className: string };

/** Opens the privacy statement; pressing it again closes it. */
export default function PrivacyButton({ text, icon, className }: Props) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen((isOpen) => !isOpen);
        }}
        className={className}
      >
        {icon}
        {text.open}
      </button>
      {wanted && <PrivacyDialog open={open} onClose={() => setOpen(false)} text={text} />}
    </>
  );
}
