// The window sizes the sweeps resize one loaded page through: the narrowest phone, common phones,
// each breakpoint of lib/breakpoints.ts and the pixel below it (where a layout is tightest), and a
// large monitor. A breakpoint added there is swept without a change here.
import { BREAKPOINTS } from '../lib/breakpoints';

/** The narrowest screen the site supports, and a large monitor. */
const NARROWEST = 320;
const WIDEST = 1920;

/** Phones many visitors hold: between the narrowest and the first breakpoint. */
const PHONES = [360, 390, 414];

/** Each breakpoint above zero, and the pixel below it. */
const EDGES = Object.values(BREAKPOINTS)
  .filter((width) => width > 0)
  .flatMap((width) => [width - 1, width]);

/** Every width a sweep checks, narrow to wide. */
export const SWEEP_WIDTHS: readonly number[] = [
  ...new Set([NARROWEST, ...PHONES, ...EDGES, WIDEST]),
].sort((a, b) => a - b);

/** A height for a width: a phone held upright below the first breakpoint, a laptop above. */
export function screenAt(width: number): { width: number; height: number } {
  if (width < BREAKPOINTS.sm) return { width, height: Math.round(width * 1.8) };
  if (width < BREAKPOINTS.lg) return { width, height: 1024 };
  return { width, height: width < BREAKPOINTS.xxl ? 720 : 1080 };
}
