import type { ComponentPropsWithoutRef } from 'react';
import Box from './Box';
import { type Sx, sxList } from './sx';

type Props = { sx?: Sx } & ComponentPropsWithoutRef<'a'>;

/** MUI's Link for server components: primary colour, underlined in a lighter primary. */
export default function Link({ sx, ...props }: Props) {
  return (
    <Box
      component="a"
      sx={sxList(
        {
          color: 'primary.main',
          textDecoration: 'underline',
          textDecorationColor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.4)',
          '&:hover': { textDecorationColor: 'inherit' },
        },
        sx,
      )}
      {...props}
    />
  );
}
