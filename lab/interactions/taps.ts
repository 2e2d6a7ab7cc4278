// What the interaction bench taps, and on what: a touch phone with a slowed CPU and network.
import type { Locator, Page } from '@playwright/test';
import { sitePages } from '../../lib/tabs';
import text from '../../messages/en.json';
import type { Outcome } from './probe';

export const CPU_SLOWDOWN = 4;
/**
 * Lighthouse's slow-4G figures (what its simulated throttling models), applied to the real
 * connection; throughput in B/s.
 */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'no-preference',
} as const;
export const SETTINGS =
  `a phone of 390×844 at 3× with touch, CPU ${CPU_SLOWDOWN}× slower, slow 4G applied ` +
  `(${NETWORK.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up), motion not reduced`;
/** How long a tap's result may take before the round is given up. */
export const SHOWN_TIMEOUT_MS = 30_000;

/** A tap to time: where, on what, and what it should bring on screen. */
export type Interaction = {
  figure: string;
  path: string;
  control: (page: Page) => Locator;
  outcome: Outcome;
};

const [home, ...otherPages] = sitePages().filter(({ locale }) => locale === 'en');
const heading = (page: string) =>
  text[`${page.charAt(0).toUpperCase()}${page.slice(1)}Page` as 'HomePage'].title;
/** The tabs tapped on Home, in INTERACTIONS' order after the privacy dialog. */
export const tabs = otherPages.map(({ page, path }) => ({
  path,
  tab: text.NavTabs[page],
  heading: heading(page),
}));
export const INTERACTIONS: readonly Interaction[] = [
  {
    figure: 'privacy dialog: tap → shown',
    path: otherPages.find(({ page }) => page === 'contact')!.path,
    control: (page) => page.getByRole('button', { name: text.PrivacyDialog.open, exact: true }),
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
