'use client';
import { useId, type Ref } from 'react';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export type SubmitButtonText = { send: string; resend: string; sending: string; locked: string };

type Props = {
  ready: boolean;
  sending: boolean;
  failed: boolean;
  text: SubmitButtonText;
  ref?: Ref<HTMLButtonElement>;
};

/** Locked until name, phone and e-mail are valid; a spinner while sending; resend after a failure. */
export default function SubmitButton({ ready, sending, failed, text, ref }: Props) {
  const hintId = useId();
  // Named test ids in production builds too, where MUI leaves its own out.
  let icon = <LockOutlined data-testid="LockOutlinedIcon" />;
  if (sending) icon = <CircularProgress size={18} color="inherit" aria-hidden />;
  else if (ready) icon = <Send data-testid="SendIcon" />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
      <Button
        ref={ref}
        type="submit"
        variant="contained"
        disabled={!ready || sending}
        startIcon={icon}
        aria-describedby={ready ? undefined : hintId}
      >
        {sending ? text.sending : failed ? text.resend : text.send}
      </Button>
      {!ready && (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ flex: '1 1 12rem' }}>
          {text.locked}
        </Typography>
      )}
    </Box>
  );
}
