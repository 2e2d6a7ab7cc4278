// axe on the page once its transitions have ended. On a held clock axe gets the browser's real
// timers, while the page's stay held.
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import type { BrowserTimers } from './hydration';

type Options = { enhancedContrast?: boolean };

/** Each violation axe finds, as its rule and the elements it names. */
export async function axeViolations(page: Page, { enhancedContrast = false }: Options = {}) {
  // Once per page: a sweep asks many times.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
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
    return await page.evaluate(async (enhanced) => {
      // Transitions run on the browser's own time, held clock or not: wait for them to end.
      await Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished),
      );
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        resultTypes: ['violations'],
        rules: { 'color-contrast-enhanced': { enabled: enhanced } },
      });
      return violations.map(({ id, nodes }) => ({
        id,
        nodes: nodes.map((node) => node.target.join(' ')),
      }));
    }, enhancedContrast);
  } finally {
    await swap();
  }
}
