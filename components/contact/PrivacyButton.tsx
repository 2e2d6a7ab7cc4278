'use client';
import { useState } from 'react';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import type { PrivacyText } from './PrivacyDialog';

// The dialog's code loads when the visitor first opens it, not with the page.
const PrivacyDialog = dynamic(() => import('./PrivacyDialog'));

type Props = { text: PrivacyText };

/** Opens the privacy statement; pressing it again closes it. */
export default function PrivacyButton({ text }: Props) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PrivacyTipOutlined />}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen((isOpen) => !isOpen);
        }}
        sx={{ justifySelf: 'start' }}
      >
        {text.open}
      </Button>
      {wanted && <PrivacyDialog open={open} onClose={() => setOpen(false)} text={text} />}
    </>
  );
}
