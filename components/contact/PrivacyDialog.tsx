'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import MuiTheme from '@/components/theme/MuiTheme';

export type PrivacyText = {
  open: string;
  title: string;
  close: string;
  sections: { id: string; title: string; text: string }[];
};

type Props = { open: boolean; onClose: () => void; text: PrivacyText };

/** The dialog's motion: its surface moves in over 250 ms, the backdrop fades in over 200 ms. */
const SURFACE_MS = 250;
const FADE_MS = 200;

/**
 * The privacy statement as a modal alert dialog: closed by its button, by Escape or by its trigger,
 * not by a click beside it.
 */
export default function PrivacyDialog({ open, onClose, text }: Props) {
  return (
    <MuiTheme>
      <Dialog
        open={open}
        onClose={(_event, reason) => reason === 'escapeKeyDown' && onClose()}
        role="alertdialog"
        aria-labelledby="privacy-title"
        fullWidth
        scroll="paper"
        transitionDuration={SURFACE_MS}
        slotProps={{ backdrop: { transitionDuration: FADE_MS }, paper: { sx: { maxWidth: 600 } } }}
      >
        <DialogTitle id="privacy-title">{text.title}</DialogTitle>
        {/* Focusable, so that keyboard users can scroll a long statement on a small screen. */}
        <DialogContent dividers tabIndex={0} role="region" aria-labelledby="privacy-title">
          {text.sections.map((section) => (
            <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
              <Typography id={`privacy-${section.id}`} variant="subtitle1" component="h3">
                {section.title}
              </Typography>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {section.text}
              </Typography>
            </section>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.close}</Button>
        </DialogActions>
      </Dialog>
    </MuiTheme>
  );
}
