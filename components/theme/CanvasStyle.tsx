// Background and text colours for the pages that have no theme stylesheet, such as redirects.
import { schemeSelector, THEME_CHOICES } from '@/lib/theme-choice';
import theme from './theme';

/**
 * The page colours per scheme for pages without the theme stylesheet (redirects, 404), so a dark
 * theme shows no white flash.
 */
export function canvasCss(): string {
  return THEME_CHOICES.map(({ scheme, mode }) => {
    const { palette } = theme.colorSchemes[scheme] ?? theme;
    const selector =
      scheme === 'light' ? `:root,${schemeSelector(scheme)}` : schemeSelector(scheme);
    return `${selector}{color-scheme:${mode};background:${palette.background.default};color:${palette.text.primary}}`;
  }).join('');
}

export default function CanvasStyle() {
  return <style dangerouslySetInnerHTML={{ __html: canvasCss() }} />;
}
