import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import type { TypographyVariant } from '@mui/material/styles';
import theme from '@/components/theme/theme';
import Typography from './Typography';

const css = readFileSync(join(__dirname, 'Typography.module.css'), 'utf8');
const VARIANTS = 'h1 h2 h3 h4 h5 h6 subtitle1 subtitle2 body1 body2 button caption overline'.split(
  ' ',
) as TypographyVariant[];

const ruleOf = (variant: string) =>
  new RegExp(`:where\\(\\.${variant}\\) \\{([^}]*)\\}`).exec(css)?.[1] ?? '';

it.each(VARIANTS)('the %s class draws the theme’s %s type style', (variant) => {
  const rule = ruleOf(variant);
  expect(rule).toContain(`font: var(--mui-font-${variant});`);
  const { textTransform } = theme.typography[variant] as { textTransform?: string };
  if (textTransform) expect(rule).toContain(`text-transform: ${textTransform};`);
  else expect(rule).not.toContain('text-transform');
});

it('renders the element MUI would for a variant, or the one asked for', () => {
  render(
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Title
      </Typography>
      <Typography variant="h5">Section</Typography>
      <Typography variant="body2" className="own">
        Body
      </Typography>
      <Typography variant="caption">Small</Typography>
    </>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toHaveClass(
    'h4',
    'gutterBottom',
  );
  expect(screen.getByRole('heading', { level: 5, name: 'Section' })).toHaveClass('h5');
  expect(screen.getByText('Body').tagName).toBe('P');
  expect(screen.getByText('Body')).toHaveClass('body2', 'own');
  expect(screen.getByText('Small').tagName).toBe('SPAN');
});
