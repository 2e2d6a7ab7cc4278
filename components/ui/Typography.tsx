// Headings and body text in the site's type styles.
import type { ComponentPropsWithoutRef, ElementType } from 'react';
import type { TypographyVariant } from '@mui/material/styles';
import styles from './Typography.module.css';

type Props<C extends ElementType> = {
  variant?: TypographyVariant;
  component?: C;
  gutterBottom?: boolean;
  noWrap?: boolean;
} & ComponentPropsWithoutRef<C>;

// As MUI's Typography renders each variant, but without its runtime.
const ELEMENTS: Partial<Record<TypographyVariant, ElementType>> = {
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

export default function Typography<C extends ElementType = 'p'>({
  variant = 'body1',
  component,
  gutterBottom,
  noWrap,
  className,
  ...props
}: Props<C>) {
  const Tag: ElementType = component ?? ELEMENTS[variant] ?? 'span';
  const classes = [
    styles[variant],
    gutterBottom && styles.gutterBottom,
    noWrap && styles.noWrap,
    className,
  ];
  return <Tag {...props} className={classes.filter(Boolean).join(' ')} />;
}
