import { render, screen } from '@testing-library/react';
import Box from './Box';
import Icon from './Icon';
import { globalCss, sxRule } from './sx';
import Typography from './Typography';

describe('sxRule', () => {
  it('names a class by its styles: equal sx share it, other sx do not', () => {
    expect(sxRule({ p: 2, color: 'primary.main' }).className).toBe(
      sxRule({ p: 2, color: 'primary.main' }).className,
    );
    expect(sxRule({ p: 2 }).className).not.toBe(sxRule({ p: 3 }).className);
    expect(sxRule({ p: 2 }).className).toMatch(/^sx-[a-z0-9]+$/);
  });

  it('resolves theme values to the colour scheme variables, so one rule serves every theme', () => {
    const { className, css } = sxRule({ color: 'primary.main', bgcolor: 'background.paper' });
    expect(css).toContain(`.${className}{`);
    expect(css).toContain('color:var(--mui-palette-primary-main');
    expect(css).toContain('background-color:var(--mui-palette-background-paper');
  });

  it('writes responsive values as media queries at the site breakpoints, and nested selectors', () => {
    const { className, css } = sxRule({
      px: { xs: 2, md: 4 },
      '&:hover': { color: 'text.primary' },
    });
    expect(css).toContain(
      `@media (min-width:768px){.${className}{padding-left:calc(4 * var(--mui-spacing`,
    );
    expect(css).toContain(`.${className}:hover{color:var(--mui-palette-text-primary`);
  });
});

it('globalCss writes global rules and keyframes as they are named', () => {
  const css = globalCss({ '@keyframes spin': { to: { transform: 'rotate(360deg)' } } });
  expect(css).toBe('@keyframes spin{to{transform:rotate(360deg);}}');
});

describe('server-rendered MUI look-alikes', () => {
  it('Box renders its element with the rule’s class and the rule in a stylesheet', () => {
    render(
      <Box component="section" aria-label="Part" className="own" sx={{ m: 1 }}>
        text
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Part' });
    const { className, css } = sxRule({ m: 1 });
    expect(section).toHaveClass('own', className);
    const styles = Array.from(document.querySelectorAll('style')).map((style) => style.textContent);
    expect(styles).toContain(css);
  });

  it('Typography picks the variant’s element unless told, with the variant’s styles', () => {
    render(
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          Title
        </Typography>
        <Typography variant="body2">Body</Typography>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByText('Body').tagName).toBe('P');
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('');
    expect(css).toContain('font-size:2.125rem');
    expect(css).toContain('margin-bottom:0.35em');
  });

  it('Typography reads a palette name as its main colour, as MUI does', () => {
    render(<Typography color="secondary">Coloured</Typography>);
    const className = screen.getByText('Coloured').className;
    const rule = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .find((css) => css.includes(`.${className}{`));
    expect(rule).toContain('color:var(--mui-palette-secondary-main');
  });

  it('Icon draws a decorative Material icon in the current colour', () => {
    const { container } = render(<Icon name="Star" fontSize="small" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M12 17\.27/);
  });
});
