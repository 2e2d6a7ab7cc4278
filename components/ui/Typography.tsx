import type { ComponentPropsWithoutRef, ElementType } from 'react';
import type { TypographyVariant } from '@mui/material/styles';
import Box from './Box';
import type { Sx } from './sx';

type Variant = TypographyVariant | 'inherit';
type Props = {
  variant?: Variant;
  component?: ElementType;
  color?: string;
  gutterBottom?: boolean;
  noWrap?: boolean;
  sx?: Sx;
} & Omit<ComponentPropsWithoutRef<'p'>, 'color'>;

const ELEMENTS: Partial<Record<Variant, ElementType>> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
};

/** MUI's Typography for server components: the theme's variant styles, rendered as plain CSS. */
export default function Typography({
  variant = 'body1',
  component,
  color,
  gutterBottom,
  noWrap,
  sx,
  ...props
}: Props) {
  return (
    <Box
      component={component ?? ELEMENTS[variant] ?? 'span'}
      sx={[
        (theme) => ({
          m: 0,
          ...(variant === 'inherit' ? { font: 'inherit' } : theme.typography[variant]),
        }),
        color ? { color } : {},
        gutterBottom ? { mb: '0.35em' } : {},
        noWrap ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    />
  );
}
