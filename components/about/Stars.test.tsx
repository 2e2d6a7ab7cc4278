import { starsMask } from './Stars';
import { ICON_PATHS } from '@/components/ui/icon-paths';

const drawn = (rating: number) => decodeURIComponent(starsMask(rating));

it.each([0, 3, 5])('draws %i filled stars and the rest as outlines, five in a row', (rating) => {
  const svg = drawn(rating);
  expect(svg.split(`d="${ICON_PATHS.Star}"`).length - 1).toBe(rating);
  expect(svg.split(`d="${ICON_PATHS.StarBorder}"`).length - 1).toBe(5 - rating);
  expect(svg).toContain('viewBox="0 0 120 24"');
  expect(svg).toContain('translate(96)');
});
