// axe on the page as it is now, once its transitions have ended. axe waits on timers of its own
// between its rules; on a page whose clock is held (holdTime) it gets the browser's real timers for
// the run, while every timer the page had set stays held, so nothing timed comes or goes while
// axe reads the page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { BrowserTimers } from './hydration';

/** Each violation axe finds, as its rule and the elements it names. */
export async function axeViolations(page: Page, configure = (axe: AxeBuilder) => axe) {
  const swap = () =>
    page.evaluate(() => {
      const held = window as unknown as BrowserTimers & Pick<Window, 'setTimeout' | 'clearTimeout'>;
      const kept = held.browserTimers;
      if (!kept) return;
      held.browserTimers = { setTimeout: held.setTimeout, clearTimeout: held.clearTimeout };
      Object.assign(held, kept);
    });
  await swap();
  try {
    // CSS transitions and animations (a dialog fading in, a button's ripple) run on the browser's
    // own time, held clock or not: axe measures colours once those that end have ended.
    await page.evaluate(() =>
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    const results = await configure(new AxeBuilder({ page })).analyze();
    return results.violations.map(({ id, nodes }) => ({
      id,
      nodes: nodes.map((node) => node.target.join(' ')),
    }));
  } finally {
    await swap();
  }
}
