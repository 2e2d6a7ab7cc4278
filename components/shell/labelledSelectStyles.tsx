import { sxClasses } from '@/components/ui/SxStyle';

/** The classes of a LabelledSelect, worked out on the server (the select itself is a client leaf). */
export function labelledSelectStyles({ fullWidth = false } = {}) {
  return sxClasses({
    root: { display: 'inline-flex', flexDirection: 'column', width: fullWidth ? '100%' : 'auto' },
    label: { typography: 'caption', color: 'text.secondary' },
    select: {
      font: 'inherit',
      minWidth: 140,
      py: 0.75,
      px: 1,
      color: 'text.primary',
      bgcolor: 'background.paper',
      border: 1,
      borderColor: 'text.secondary',
      borderRadius: 1,
      cursor: 'pointer',
      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
    },
  });
}
