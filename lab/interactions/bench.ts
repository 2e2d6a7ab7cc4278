// npm run bench -- --interactions: how soon a tap shows its result on a touch phone with a slowed
// CPU and network, timed in the page by lab/interactions/probe.ts.
import { chromium, type Browser, type Page } from '@playwright/test';
import { sitePages } from '../../lib/tabs';
import text from '../../messages/en.json';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/dev/setup';
import { cell, interactionSummary, spread } from '../budget';
import { armProbe, type EventEntry, readProbe, shownYet } from './probe';

const CPU_SLOWDOWN = 4;
/** Lighthouse's slow-4G figures (what its simulated throttling models), applied; in B/s. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const SETTINGS =
  `a phone of 390×844 at 3× with touch, CPU ${CPU_SLOWDOWN}× slower, slow 4G applied ` +
  `(${NETWORK.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up), motion not reduced`;
const SHOWN_TIMEOUT_MS = 30_000;

const [home, ...otherPages] = sitePages().filter(({ locale }) => locale === 'en');
const tabs = otherPages.map(({ page, path }) => ({
  path,
  tab: text.NavTabs[page],
  heading: text[`${page.charAt(0).toUpperCase()}${page.slice(1)}Page` as 'HomePage'].title,
}));

const INTERACTIONS = [
  {
    figure: 'privacy dialog: tap → shown',
    path: otherPages.find(({ page }) => page === 'contact')!.path,
    control: (page: Page) =>
      page.getByRole('button', { name: text.PrivacyDialog.open, exact: true }),
    outcome: {
      selector: '[role="alertdialog"], [role="dialog"], dialog',
      name: text.PrivacyDialog.title,
    },
  },
  ...tabs.map((tab) => ({
    figure: `tab ${tab.tab}: tap → page shown`,
    path: home!.path,
    control: (page: Page) =>
      page.locator('header nav').getByRole('link', { name: tab.tab, exact: true }),
    outcome: {
      selector: 'h1, [role="heading"][aria-level="1"]',
      name: tab.heading,
      path: tab.path,
    },
  })),
];

// Waits until the start animation is gone and the other tabs' pages are fetched, then taps.
async function timeTap(page: Page, origin: string, interaction: (typeof INTERACTIONS)[number]) {
  await page.goto(new URL(interaction.path, origin).href);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.getByTestId('start-overlay').waitFor({ state: 'detached' });
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
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'no-preference',
  });
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
  const times = INTERACTIONS.map((_, index) => measured.map(({ times }) => times[index] ?? NaN));
  // Event Timing reports no event shorter than 16 ms: a round without one counts as 0.
  const longest = measured.map((result) => result.longest?.duration ?? 0);
  const which = measured.map(({ longest: event }, index) =>
    event
      ? `  ${index + 1}: ${event.duration} ms ${event.name} on ${event.target} (${event.figure})`
      : `  ${index + 1}: none ≥ 16 ms`,
  );
  console.log(`\nInteractions, ${rounds} round(s) on ${SETTINGS}.`);
  console.log(
    'Each round a fresh browser context (cold cache for its first page); median [min-max]\n',
  );
  console.log('| interaction | ms | per round |\n| --- | --- | --- |');
  for (const [index, { figure }] of INTERACTIONS.entries())
    console.log(
      `| ${figure} | ${cell(spread(times[index]!))} | ${times[index]!.map(Math.round).join(', ')} |`,
    );
  console.log(`| longest event (INP proxy) | ${cell(spread(longest))} | ${longest.join(', ')} |`);
  console.log(`\nLongest event per round:\n${which.join('\n')}`);
  const [dialog = [], ...tabTimes] = times;
  const lines = interactionSummary(
    spread(dialog),
    tabs.map(({ tab }, index) => ({ tab, ms: spread(tabTimes[index]!) })),
    spread(longest),
  );
  console.log(`\nBudget:\n${lines.join('\n')}`);
}
