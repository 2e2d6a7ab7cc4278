import type { ComponentPropsWithoutRef, ElementType } from 'react';
import type { TypographyVariant } from '@mui/material/styles';
import Box from './Box';
import { type Sx, sxList } from './sx';

type Variant = TypographyVariant | 'inherit';
type Props<C extends ElementType> = {
  variant?: Variant;
  component?: C;
  /** A theme colour: a palette path ('text.secondary') or a palette name ('primary'). */
  color?: string;
  gutterBottom?: boolean;
  noWrap?: boolean;
  sx?: Sx;
} & Omit<ComponentPropsWithoutRef<C>, 'color'>;

const PALETTE_NAMES = ['primary', 'secondary', 'error', 'info', 'success', 'warning'];

/** MUI's Typography reads a palette name as its main colour. */
const colorOf = (color: string) => (PALETTE_NAMES.includes(color) ? `${color}.main` : color);

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
export default function Typography<C extends ElementType = 'p'>({
  variant = 'body1',
  component,
  color,
  gutterBottom,
  noWrap,
  sx,
  ...props
}: Props<C>) {
  return (
    <Box
      component={component ?? ELEMENTS[variant] ?? 'span'}
      sx={sxList(
        (theme) => ({
          m: 0,
          ...(variant === 'inherit' ? { font: 'inherit' } : theme.typography[variant]),
        }),
        color ? { color: colorOf(color) } : {},
        gutterBottom ? { mb: '0.35em' } : {},
        noWrap ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } : {},
        sx,
      )}
      {...props}
    />
  );
}
