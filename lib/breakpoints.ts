/** Breakpoints in px (SPEC §9): s 576, m 768, l 992, xl 1200, xxl 1600, named as MUI names them. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;
export type Size = 'small' | 'medium' | 'large';

/** Content width in px: 400 below m, 500 from m to xl, 600 above xl. */
export function widthFor(viewportWidth: number): number {
  if (viewportWidth < BREAKPOINTS.md) return 400;
  return viewportWidth <= BREAKPOINTS.xl ? 500 : 600;
}

/** The content width plus 100 px. */
export function widerWidthFor(viewportWidth: number): number {
  return widthFor(viewportWidth) + 100;
}

/** Component size: small below m, medium from m to xl, large above xl. */
export function sizeFor(viewportWidth: number): Size {
  if (viewportWidth < BREAKPOINTS.md) return 'small';
  return viewportWidth <= BREAKPOINTS.xl ? 'medium' : 'large';
}

/** Card width per breakpoint: 98vw on small screens, 50vw mid range, 45vw xl, 40vw xxl. */
export const CARD_WIDTH = { xs: '98vw', md: '50vw', xl: '45vw', xxl: '40vw' } as const;

/** The card width that applies at a viewport width (the CSS above, as a function). */
export function cardWidthFor(viewportWidth: number): string {
  const applying = (Object.keys(CARD_WIDTH) as (keyof typeof CARD_WIDTH)[]).filter(
    (key) => viewportWidth >= BREAKPOINTS[key],
  );
  return CARD_WIDTH[applying[applying.length - 1] ?? 'xs'];
}
