// The window sizes the sweeps go through: narrowest phone, common phones, each breakpoint of
// lib/breakpoints.ts and the pixel below it, and a large monitor.
import type { CDPSession, Page } from '@playwright/test';
import { BREAKPOINTS } from '../lib/breakpoints';

/** The narrowest screen the site supports, and a large monitor. */
const NARROWEST = 320;
const WIDEST = 1920;

/** Phones many visitors hold: between the narrowest and the first breakpoint. */
const PHONES = [360, 390, 414];

/** Each breakpoint above zero. */
const STEPS = Object.values(BREAKPOINTS).filter((width) => width > 0);

/** The pixel below each breakpoint: the last width before a layout changes. */
const BELOW_STEPS = STEPS.map((width) => width - 1);

const narrowToWide = (widths: number[]) => [...new Set(widths)].sort((a, b) => a - b);

/** Every width the reflow and first-screen sweeps check. */
export const SWEEP_WIDTHS: readonly number[] = narrowToWide([
  NARROWEST,
  ...PHONES,
  ...BELOW_STEPS,
  ...STEPS,
  WIDEST,
]);

/**
 * The widths the slow focus sweep checks: narrowest phone, a common one, below each breakpoint,
 * a large monitor.
 */
export const EDGE_WIDTHS: readonly number[] = narrowToWide([
  NARROWEST,
  390,
  ...BELOW_STEPS,
  WIDEST,
]);

/** A height for a width: a phone held upright below the first breakpoint, a laptop above. */
export function screenAt(width: number): { width: number; height: number } {
  if (width < BREAKPOINTS.sm) return { width, height: Math.min(Math.round(width * 1.8), 844) };
  if (width < BREAKPOINTS.lg) return { width, height: 1024 };
  return { width, height: width < BREAKPOINTS.xxl ? 720 : 1080 };
}

const sessions = new WeakMap<Page, CDPSession>();

/**
 * Resizes the window through Chromium's own call, faster than Playwright's setViewportSize for
 * the hundreds of resizes a sweep makes.
 */
export async function resizeTo(page: Page, { width, height }: { width: number; height: number }) {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  await session.send('Emulation.setDeviceMetricsOverride', {
    width,
    height,
    deviceScaleFactor: 1,
    mobile: false,
  });
}
