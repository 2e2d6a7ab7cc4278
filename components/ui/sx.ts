// Zero-runtime sx: server components resolve MUI's sx against the theme while the page is
// pre-rendered and ship plain CSS, so MUI's runtime (Emotion, ThemeProvider) stays off the
// content pages' client bundle. Client leaves get class names from their server parents.
import 'server-only';
import { type CSSInterpolation, type CSSObject, serializeStyles } from '@emotion/serialize';
import type { SxProps, Theme } from '@mui/material/styles';
import styleFunctionSx from '@mui/system/styleFunctionSx';
import { compile, serialize, stringify } from 'stylis';
import theme from '@/components/theme/theme';

export type Sx = SxProps<Theme>;
export type SxRule = { className: string; css: string };

const toCss = (source: string) => serialize(compile(source), stringify);

/** One class for an sx value: its name is the hash of its styles, so equal sx share a class. */
export function sxRule(sx: Sx): SxRule {
  const styles = styleFunctionSx({ sx, theme } as Parameters<typeof styleFunctionSx>[0]);
  const serialized = serializeStyles([styles as CSSInterpolation]);
  const className = `sx-${serialized.name}`;
  return { className, css: toCss(`.${className}{${serialized.styles}}`) };
}

/** One sx from several parts (objects, functions or lists), in order: later parts win. */
export function sxList(...parts: (Sx | undefined)[]): Sx {
  return parts.flatMap((part) => (Array.isArray(part) ? part : [part])) as Sx;
}

/** CSS for global rules written as a style object ({ html: {…}, '[data-theme="dark"]': {…} }). */
export function globalCss(styles: CSSObject): string {
  return toCss(serializeStyles([styles]).styles);
}
