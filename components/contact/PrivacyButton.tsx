'use client';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import Button from '@/components/ui/form/Button';
import type { PrivacyText } from './PrivacyDialog';

// The dialog's code (and MUI's runtime) loads when the visitor first opens it, not with the page.
const PrivacyDialog = lazy(() => import('./PrivacyDialog'));

type Props = { text: PrivacyText; icon: ReactNode };

/** Opens the privacy statement; pressing it again closes it. */
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
      {wanted && (
        <Suspense>
          <PrivacyDialog open={open} onClose={() => setOpen(false)} text={text} />
        </Suspense>
      )}
    </>
  );
}
