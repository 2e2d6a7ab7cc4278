// npm run bench -- --interactions: how soon a tap shows its result on a slowed phone, timed in the
// page by lab/interactions/probe.ts.
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/dev/setup';
import { cell, interactionSummary, spread } from '../budget';
import { armProbe, type EventEntry, readProbe, shownYet } from './probe';
import {
  CPU_SLOWDOWN,
  type Interaction,
  INTERACTIONS,
  NETWORK,
  PHONE,
  SETTINGS,
  SHOWN_TIMEOUT_MS,
  tabs,
} from './taps';

/** One tap's figures: ms from the tap to the first frame showing its result; its events. */
type Timed = { ms: number; events: EventEntry[] };

/**
 * Loads the page afresh, waits until it has hydrated and settled (its start animation gone, the
 * other tabs' pages fetched), then taps and awaits the result.
 */
async function timeTap(page: Page, origin: string, interaction: Interaction): Promise<Timed> {
  await page.goto(new URL(interaction.path, origin).href);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.getByTestId('start-overlay').waitFor({ state: 'detached' });
  // Settled: the other tabs' pages, fetched once the page has started, are in.
  await page.waitForFunction(
    (count) =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.includes('__PAGE__'))
        .length >= count,
    tabs.length,
    { polling: 100, timeout: SHOWN_TIMEOUT_MS },
  );
  await page.evaluate(armProbe, interaction.outcome);
  await interaction.control(page).tap();
  await page.waitForFunction(shownYet, undefined, { polling: 100, timeout: SHOWN_TIMEOUT_MS });
  const { tapAt, shownAt, events } = await page.evaluate(readProbe);
  if (tapAt === undefined || shownAt === undefined)
    throw new Error(`The page saw no tap for ${interaction.figure}.`);
  return { ms: shownAt - tapAt, events };
}

/** One round in a fresh context: every interaction's time, and the longest event INP counts. */
async function round(browser: Browser, origin: string) {
  const context = await browser.newContext(PHONE);
  try {
    // tsx adds calls to its helper __name, which the page lacks when handed the probe's functions.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    const times: number[] = [];
    let longest: (EventEntry & { figure: string }) | undefined;
    for (const interaction of INTERACTIONS) {
      const { ms, events } = await timeTap(page, origin, interaction);
      times.push(ms);
      for (const event of events.filter((entry) => entry.interaction))
        if (event.duration > (longest?.duration ?? -1))
          longest = { ...event, figure: interaction.figure };
    }
    return { times, longest };
  } finally {
    await context.close();
  }
}

/** Runs `rounds` rounds against the site at `origin` and prints their figures. */
export async function benchInteractions(origin: string, rounds: number) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const measured: Awaited<ReturnType<typeof round>>[] = [];
  try {
    for (let index = 1; index <= rounds; index += 1) {
      measured.push(await round(browser, origin));
      console.log(`round ${index} of ${rounds} measured`);
    }
  } finally {
    await browser.close();
  }
  const rows = INTERACTIONS.map(({ figure }, index) => {
    const times = measured.map((result) => result.times[index] ?? NaN);
    return `| ${figure} | ${cell(spread(times))} | ${times.map(Math.round).join(', ')} |`;
  });
  // Event Timing reports no event shorter than 16 ms: a round without one counts as 0.
  const longest = measured.map((result) => result.longest?.duration ?? 0);
  const which = measured.map(({ longest: event }, index) =>
    event
      ? `${index + 1}: ${event.duration} ms ${event.name} on ${event.target} (${event.figure})`
      : `${index + 1}: none ≥ 16 ms`,
  );
  console.log(`\nInteractions, ${rounds} round(s) on ${SETTINGS}.`);
  console.log(
    'Each round a fresh browser context (cold cache for its first page); median [min-max]\n',
  );
  console.log('| interaction | ms | per round |\n| --- | --- | --- |');
  console.log(rows.join('\n'));
  console.log(`| longest event (INP proxy) | ${cell(spread(longest))} | ${longest.join(', ')} |`);
  console.log(`\nLongest event per round:\n${which.map((line) => `  ${line}`).join('\n')}`);
  const timesOf = (index: number) => spread(measured.map((result) => result.times[index] ?? NaN));
  const lines = interactionSummary(
    timesOf(0),
    tabs.map((tab, index) => ({ tab: tab.tab, ms: timesOf(index + 1) })),
    spread(longest),
  );
  console.log(`\nBudget:\n${lines.join('\n')}`);
}
