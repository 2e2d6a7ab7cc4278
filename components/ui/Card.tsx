import type { ComponentPropsWithoutRef, ElementType } from 'react';
import Box from './Box';
import { type Sx, sxList } from './sx';

type Props<C extends ElementType> = { component?: C; sx?: Sx } & ComponentPropsWithoutRef<C>;

/** MUI's Card (an elevated Paper) for server components, drawn with the theme's variables. */
export default function Card<C extends ElementType = 'div'>({ component, sx, ...props }: Props<C>) {
  return (
    <Box
      component={component ?? 'div'}
      sx={sxList(
        (theme) => ({
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 1,
          boxShadow: (theme.vars ?? theme).shadows[1],
          backgroundImage: theme.vars?.overlays[1],
          overflow: 'hidden',
        }),
        sx,
      )}
      {...props}
    />
  );
}
