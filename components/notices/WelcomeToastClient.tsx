'use client';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { OVERLAY } from '@/lib/focus-clearance';

/** How long after load the toast appears. */
export const TOAST_DELAY_MS = 1000;

type Props = { title: string; message: string; timeout: number; closeLabel: string };

/**
 * The welcome (availability) toast, its words from Notices: one at a time, 1 s after load, paused
 * while hovered, gone after the content's timeout; bottom-centre on screens wider than lg,
 * otherwise bottom-end.
 */
export default function WelcomeToastClient({ title, message, timeout, closeLabel }: Props) {
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), TOAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const close = () => setOpen(false);
  return (
    <Snackbar
      open={open}
      autoHideDuration={timeout}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: wide ? 'center' : 'right' }}
      sx={{ '@media print': { display: 'none' } }}
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
        onClose={close}
        slotProps={{ closeButton: { title: closeLabel, 'aria-label': closeLabel } }}
      >
        <AlertTitle>{title}</AlertTitle>
        {message}
      </Alert>
    </Snackbar>
  );
}
