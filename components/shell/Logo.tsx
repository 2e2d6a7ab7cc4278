import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type Props = { size: number; label?: string; sx?: SxProps<Theme> };

/** The site's mark, a square with a cross. Without a label it is decorative. */
export default function Logo({ size, label, sx }: Props) {
  return (
    <Box
      component="svg"
      viewBox="0 0 40 40"
      width={size}
      height={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      sx={[{ color: 'primary.main', flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <rect
        x="3"
        y="3"
        width="34"
        height="34"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
      />
      <path d="M20 10v20M10 20h20" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </Box>
  );
}
