// axe on the page once its transitions have ended. On a held clock axe gets the browser's real
// timers, while the page's stay held.
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import type { BrowserTimers } from './hydration';

/** The rules whose outcome a theme can change: themes differ in colours alone. */
const COLOUR_RULES = ['color-contrast', 'color-contrast-enhanced', 'link-in-text-block'];

type Options = { enhancedContrast?: boolean; colourOnly?: boolean };

export async function axeViolations(
  page: Page,
  { enhancedContrast = false, colourOnly = false }: Options = {},
) {
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
    const rules = colourOnly
      ? COLOUR_RULES.filter((rule) => enhancedContrast || !rule.endsWith('enhanced'))
      : undefined;
    return await page.evaluate(
      async ({ enhanced, rules }) => {
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
          ...(rules && { runOnly: { type: 'rule', values: rules } }),
        });
        return violations.map(({ id, nodes }) => ({
          id,
          nodes: nodes.map((node) => node.target.join(' ')),
        }));
      },
      { enhanced: enhancedContrast, rules },
    );
  } finally {
    await swap();
  }
}
