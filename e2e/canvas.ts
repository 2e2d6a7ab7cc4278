// Apart from theme-setup.ts, which every worker loads: MUI's theme takes a second to load.
import theme from '../components/theme/theme';

/** The page's background in a colour scheme as the browser reports it, read from theme.ts. */
export function canvasOf(scheme: keyof typeof theme.colorSchemes): string {
  const hex = theme.colorSchemes[scheme]?.palette.background.default ?? '';
  const channels = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!channels) throw new Error(`theme.ts gives the ${scheme} background as ${hex}, not #rrggbb`);
  const [r, g, b] = channels.slice(1).map((channel) => parseInt(channel, 16));
  return `rgb(${r}, ${g}, ${b})`;
}
