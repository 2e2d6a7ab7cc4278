// MUI's outlined text field, as sx for the contact form's server-made classes.

const outline = 'rgba(var(--mui-palette-common-onBackgroundChannel) / 0.23)';
const hover = '@media (hover: hover)';

export const fieldStyles = {
  field: {
    position: 'relative',
    display: 'grid',
    '& > label': {
      position: 'absolute',
      top: 0,
      left: 10,
      zIndex: 1,
      px: '5px',
      // MUI's shrunk label: three quarters of the text size, centred on the outline.
      transform: 'translateY(-6px) scale(0.75)',
      transformOrigin: 'top left',
      typography: 'body1',
      lineHeight: 1,
      color: 'text.secondary',
      bgcolor: 'background.default',
      pointerEvents: 'none',
    },
    '&:focus-within > label': { color: 'primary.main' },
    '&[data-error] > label': { color: 'error.main' },
  },
  input: {
    font: 'inherit',
    typography: 'body1',
    lineHeight: '1.4375em',
    width: '100%',
    m: 0,
    py: '16.5px',
    px: '14px',
    color: 'text.primary',
    bgcolor: 'transparent',
    border: `1px solid ${outline}`,
    borderRadius: 1,
    outline: 'none',
    // The remarks grow with what is typed, from four lines (MUI's multiline field does too).
    '&:is(textarea)': {
      resize: 'vertical',
      fieldSizing: 'content',
      minHeight: 'calc(4 * 1.4375em + 33px)',
    },
    '&::placeholder': { color: 'text.secondary' },
    [hover]: { '&:hover': { borderColor: 'text.primary' } },
    '&:focus, &:focus:hover': {
      borderColor: 'primary.main',
      boxShadow: 'inset 0 0 0 1px var(--mui-palette-primary-main)',
    },
    '&[aria-invalid="true"], &[aria-invalid="true"]:hover': { borderColor: 'error.main' },
    '&[aria-invalid="true"]:focus': {
      boxShadow: 'inset 0 0 0 1px var(--mui-palette-error-main)',
    },
  },
  helper: {
    typography: 'caption',
    minHeight: '1.66em',
    mt: '3px',
    mx: '14px',
    mb: 0,
    color: 'text.secondary',
    '&[data-state="error"]': { color: 'error.main' },
    '&[data-state="success"]': { color: 'success.main' },
  },
  counter: { textAlign: 'end' },
} as const;
