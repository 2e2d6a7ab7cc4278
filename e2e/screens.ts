// The narrowest width of each range between lib/breakpoints.ts's breakpoints: within a range the
// same rules apply, and the narrowest is where content is tightest.
import type { CDPSession, Page } from '@playwright/test';
import { BREAKPOINTS } from '../lib/breakpoints';

/** The narrowest screen the site supports, then each breakpoint above zero. */
export const SWEEP_WIDTHS: readonly number[] = [
  320,
  ...Object.values(BREAKPOINTS).filter((width) => width > 0),
];

/** A height for a width: a phone held upright below the first breakpoint, a laptop above. */
export function screenAt(width: number): { width: number; height: number } {
  if (width < BREAKPOINTS.sm) return { width, height: Math.min(Math.round(width * 1.8), 844) };
  if (width < BREAKPOINTS.lg) return { width, height: 1024 };
  return { width, height: width < BREAKPOINTS.xxl ? 720 : 1080 };
}

const sessions = new WeakMap<Page, CDPSession>();

// Chromium's own call: faster than setViewportSize for the hundreds of resizes a sweep makes.
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
