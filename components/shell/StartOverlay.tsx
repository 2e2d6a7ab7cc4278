'use client';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { OVERLAY_ANIMATION_MS, OVERLAY_REMOVE_MS } from '@/lib/layout';
import Logo from './Logo';

const grow = keyframes`
  from { transform: scale(0.6) rotate(-90deg); opacity: 0; }
  to { transform: scale(1.4) rotate(0deg); opacity: 1; }
`;

const fade = keyframes`
  from { opacity: 1; }
  to { opacity: 0; visibility: hidden; }
`;

/**
 * The start animation over the page. Decorative: hidden from assistive technology, lets clicks
 * through, skipped when the visitor prefers reduced motion, and gone after 2 s (by CSS too, should
 * scripts never run).
 */
export default function StartOverlay() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(() => setShown(false), reduced ? 0 : OVERLAY_REMOVE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <Box
      aria-hidden
      data-testid="start-overlay"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        display: 'grid',
        placeItems: 'center',
        pointerEvents: 'none',
        bgcolor: 'background.default',
        animation: `${fade} ${OVERLAY_REMOVE_MS}ms ease-in forwards`,
        '@media (prefers-reduced-motion: reduce)': { display: 'none' },
      }}
    >
      <Logo size={96} sx={{ animation: `${grow} ${OVERLAY_ANIMATION_MS}ms ease-out` }} />
    </Box>
  );
}
