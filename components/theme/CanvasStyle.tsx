import { schemeSelector, THEME_CHOICES } from '@/lib/theme-choice';
import theme from './theme';

/**
 * The page's background and text colour in each colour scheme, for pages that carry no theme
 * stylesheet (the language redirects and the 404 page): a visitor who chose dark sees no white
 * flash while being sent on. Light holds until the init script has picked the scheme.
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
