import { iconSx } from '@/components/ui/Icon';
import { globalCss } from '@/components/ui/sx';

// MUI's switch, contained and outlined buttons and progress spinner, as sx for the contact form.

const hover = '@media (hover: hover)';
const stillness = '@media (prefers-reduced-motion: reduce)';
const focusRing = { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 };

export const spinKeyframes = globalCss({
  '@keyframes contact-spin': {
    from: { transform: 'rotate(0deg)' },
    to: { transform: 'rotate(360deg)' },
  },
});

const button = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  borderRadius: 1,
  typography: 'button',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '& > svg': { ...iconSx('medium'), fontSize: 20, ml: -0.5 },
} as const;

export const controlStyles = {
  question: { typography: 'body1', m: 0 },
  switchLabel: { display: 'inline-flex', alignItems: 'center', cursor: 'pointer', ml: '-11px' },
  switchTrack: {
    position: 'relative',
    display: 'inline-flex',
    width: 58,
    height: 38,
    p: '12px',
    flexShrink: 0,
    '& > input': { position: 'absolute', inset: 0, m: 0, opacity: 0, cursor: 'inherit', zIndex: 1 },
    '& > span': {
      width: '100%',
      height: '100%',
      borderRadius: '7px',
      bgcolor: 'common.onBackground',
      opacity: 0.38,
      transition: 'opacity 150ms, background-color 150ms',
    },
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 9,
      left: 9,
      width: 20,
      height: 20,
      borderRadius: '50%',
      bgcolor: 'var(--mui-palette-Switch-defaultColor)',
      boxShadow: 1,
      transition: 'transform 150ms',
    },
    '& > input:checked + span': { bgcolor: 'primary.main', opacity: 0.5 },
    '&:has(input:checked)::after': { transform: 'translateX(20px)', bgcolor: 'primary.main' },
    // The ring goes round the thumb; round the track where :has() is not supported.
    '& > input:focus-visible + span': focusRing,
    '&:has(input:focus-visible)': {
      '& > span': { outline: 'none' },
      '&::after': focusRing,
    },
    [stillness]: { '& > span, &::after': { transition: 'none' } },
  },
  buttonRow: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 },
  button: {
    ...button,
    minWidth: 64,
    px: 2,
    py: 0.75,
    border: 0,
    color: 'primary.contrastText',
    bgcolor: 'primary.main',
    boxShadow: 2,
    '&:focus-visible': { ...focusRing, outlineColor: 'text.primary' },
    [hover]: { '&:hover': { bgcolor: 'primary.dark', boxShadow: 4 } },
    '&:disabled, &:disabled:hover': {
      cursor: 'default',
      color: 'action.disabled',
      bgcolor: 'action.disabledBackground',
      boxShadow: 'none',
    },
  },
  spinner: {
    width: 18,
    height: 18,
    ml: -0.5,
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    borderRadius: '50%',
    animation: 'contact-spin 0.8s linear infinite',
    [stillness]: { animationDuration: '2.4s' },
  },
  hint: { flex: '1 1 12rem', typography: 'body2', color: 'text.secondary', m: 0 },
  privacyButton: {
    ...button,
    justifySelf: 'start',
    px: '15px',
    py: '5px',
    border: '1px solid rgba(var(--mui-palette-primary-mainChannel) / 0.5)',
    color: 'primary.main',
    bgcolor: 'transparent',
    [hover]: {
      '&:hover': {
        borderColor: 'primary.main',
        bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.04)',
      },
    },
  },
} as const;
