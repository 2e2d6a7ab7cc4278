import Box from '@/components/ui/Box';
import { ICON_PATHS } from '@/components/ui/icon-paths';

const MAX = 5;
const SIZE = 24;

/**
 * Five stars in one SVG, the first `rating` filled (Material's Star and StarBorder), as a data URL:
 * the page then holds one element per rating instead of five icons, which keeps About's document,
 * page data and hydration smaller.
 */
export function starsMask(rating: number): string {
  const stars = Array.from({ length: MAX }, (_, index) => {
    const path = ICON_PATHS[index < rating ? 'Star' : 'StarBorder'];
    return `<path transform="translate(${index * SIZE})" d="${path}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAX * SIZE} ${SIZE}">${stars}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

type Props = { rating: number; label: string };

/** A read-only rating of up to five stars in the brand colour, rendered without scripts. */
export default function Stars({ rating, label }: Props) {
  const mask = starsMask(rating);
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        // MUI's small icon size, five in a row: the stars are the brand colour seen through them.
        width: `calc(${MAX} * 1.25rem)`,
        height: '1.25rem',
        bgcolor: 'primary.main',
        mask: `${mask} center / contain no-repeat`,
        // Forced colours would drop the background and with it the stars.
        '@media (forced-colors: active)': { forcedColorAdjust: 'none', bgcolor: 'CanvasText' },
      }}
    />
  );
}
