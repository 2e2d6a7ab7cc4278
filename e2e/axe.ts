// axe on the page once its transitions have ended. On a held clock axe gets the browser's real
// timers, while the page's stay held.
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
    // Transitions run on the browser's own time, held clock or not: wait for them to end.
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
