import { sxClasses } from '@/components/ui/SxStyle';
import { type Sx, sxList } from '@/components/ui/sx';

/**
 * The classes of a LabelledSelect, worked out on the server (the select itself is a client leaf);
 * `root` adds to the styles of the label-and-select block.
 */
export function labelledSelectStyles(root?: Sx) {
  return sxClasses({
    root: sxList({ display: 'inline-flex', flexDirection: 'column' }, root),
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
