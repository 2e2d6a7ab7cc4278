// Background and text colours for the pages that have no theme stylesheet, such as redirects.
import {
  COLOR_SCHEME_ATTRIBUTE,
  schemeSelector,
  SYSTEM_QUERIES,
  THEME_CHOICES,
} from '@/lib/theme-choice';
import theme from './theme';

/** So a dark theme shows no white flash; without scripts, the system's wish. */
export function canvasCss(): string {
  return THEME_CHOICES.map(({ scheme, mode }) => {
    const { palette } = theme.colorSchemes[scheme] ?? theme;
    const colours = `{color-scheme:${mode};background:${palette.background.default};color:${palette.text.primary}}`;
    if (scheme === 'light') return `:root,${schemeSelector(scheme)}${colours}`;
    const unset = `:root:not([${COLOR_SCHEME_ATTRIBUTE}])`;
    return `${schemeSelector(scheme)}${colours}@media ${SYSTEM_QUERIES[scheme]}{${unset}${colours}}`;
  }).join('');
}

export default function CanvasStyle() {
  return <style dangerouslySetInnerHTML={{ __html: canvasCss() }} />;
}
