'use client';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { FOOTER_HEIGHT } from '@/lib/layout';

/** How long the "no cookies" message stays (SPEC §9). */
export const COOKIE_NOTICE_MS = 5000;

type Props = { message: string };

/** The "this site uses no cookies" bar: shown on load, gone after 5 s, never remembered. */
export default function CookieNotice({ message }: Props) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), COOKIE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <Alert
      severity="success"
      variant="filled"
      sx={{
        // MUI's filled dark-mode green is too dark for white text; main + contrastText pass AA.
        bgcolor: 'success.main',
        color: 'success.contrastText',
        '& .MuiAlert-icon': { color: 'inherit' },
        position: 'fixed',
        zIndex: 3,
        left: '50%',
        transform: 'translateX(-50%)',
        bottom: `calc(${FOOTER_HEIGHT} + 12px)`,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      {message}
    </Alert>
  );
}
