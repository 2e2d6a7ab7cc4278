import Box from '@/components/ui/Box';
import { type Sx, sxList } from '@/components/ui/sx';
import LogoImage from './LogoImage';

type Props = { size: number; label?: string; sx?: Sx };

/** The site's mark, a square with a cross, in the theme's colour. Without a label it is decorative. */
export default function Logo({ size, label, sx }: Props) {
  return (
    <Box
      component="span"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      sx={sxList({ color: 'primary.main', flexShrink: 0, display: 'inline-flex' }, sx)}
    >
      <LogoImage size={size} color="currentColor" />
    </Box>
  );
}
