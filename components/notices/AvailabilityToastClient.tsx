'use client';
// The availability toast: a message about availability that pops up and goes away by itself.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { leaveFocusOnMain, OVERLAY, scrollClearOfCovers } from '@/lib/focus-clearance';
import { MESSAGE_BAR_SPACE, reserveSpace, TOAST_SPACE } from '@/lib/fixed-bar-space';

type Props = {
  title: string;
  message: string;
  timeout: number;
  closeLabel: string;
  /** Whether its time to come in has come (LazyAvailabilityToastClient counts it). */
  due: boolean;
};

/** The toast's distance from what lies below it, as MUI places it on a phone and wider. */
const GAP = { xs: 8, sm: 24 } as const;
const above = (gap: number) =>
  `calc(var(--footer-height) + var(${MESSAGE_BAR_SPACE}, 0px) + ${gap}px)`;

/**
 * Above the fixed footer and Home's message bar, never hiding their words; under a modal dialog,
 * never taking a tap meant for it.
 */
const PLACE = {
  bottom: { xs: above(GAP.xs), sm: above(GAP.sm) },
  zIndex: 'calc(var(--mui-zIndex-modal) - 1)',
  '@media print': { display: 'none' },
} as const;

/**
 * While the toast shows, the page's end makes space for it and focus is scrolled out from under
 * it. Its box has its final size at once: only the text grows in.
 */
function takePlace(toast: HTMLDivElement | null) {
  if (!toast) return undefined;
  const release = reserveSpace(TOAST_SPACE, toast, GAP.sm);
  scrollClearOfCovers(document.activeElement);
  return release;
}

/**
 * The availability toast: in once due, paused while hovered, gone after the content's
 * timeout or when closed; bottom-centre wider than lg, else bottom-end.
 */
export default function AvailabilityToastClient({
  title,
  message,
  timeout,
  closeLabel,
  due,
}: Props) {
  const [closed, setClosed] = useState(false);
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  const close = () => setClosed(true);
  return (
    <Snackbar
      open={due && !closed}
      autoHideDuration={timeout}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: wide ? 'center' : 'right' }}
      sx={PLACE}
      ref={takePlace}
      {...OVERLAY}
    >
      <Alert
        severity="info"
        variant="filled"
        sx={{
          bgcolor: 'info.main',
          color: 'info.contrastText',
          '& .MuiAlert-icon': { color: 'inherit' },
          // Forced colours drop the background: a border keeps the toast apart from the page.
          '@media (forced-colors: active)': { border: '1px solid CanvasText' },
        }}
        onClose={(event) => {
          leaveFocusOnMain(event.currentTarget);
          close();
        }}
        slotProps={{ closeButton: { title: closeLabel, 'aria-label': closeLabel } }}
      >
        <AlertTitle>{title}</AlertTitle>
        {message}
      </Alert>
    </Snackbar>
  );
}
