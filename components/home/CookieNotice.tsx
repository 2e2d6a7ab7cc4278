'use client';
import { useEffect, useState } from 'react';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
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
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        boxShadow: 3,
        typography: 'body2',
        bgcolor: 'success.main',
        color: 'success.contrastText',
        position: 'fixed',
        zIndex: 3,
        left: '50%',
        transform: 'translateX(-50%)',
        bottom: `calc(${FOOTER_HEIGHT} + 12px)`,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <CheckCircleOutlined fontSize="small" />
      {message}
    </Box>
  );
}
