import Box from './Box';
import { ICON_PATHS, type IconName } from './icon-paths';
import type { Sx } from './sx';

const SIZES = { small: '1.25rem', medium: '1.5rem', large: '2.1875rem' } as const;

type Props = {
  name: IconName;
  fontSize?: keyof typeof SIZES;
  className?: string;
  sx?: Sx;
};

/** A Material icon as MUI's SvgIcon draws it (decorative, current colour), without its runtime. */
export default function Icon({ name, fontSize = 'medium', className, sx }: Props) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      className={className}
      sx={[
        {
          width: '1em',
          height: '1em',
          display: 'inline-block',
          flexShrink: 0,
          fill: 'currentColor',
          fontSize: SIZES[fontSize],
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <path d={ICON_PATHS[name]} />
    </Box>
  );
}
