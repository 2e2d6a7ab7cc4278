// Theme helpers for end-to-end tests: a remembered scheme, a page that sends on.
import { expect, type Page, type Route } from '@playwright/test';
import { routing } from '../i18n/routing';

export type Scheme = 'light' | 'dark' | 'contrast';

/** A colour scheme chosen on an earlier visit, in localStorage before any page loads. */
export async function rememberScheme(page: Page, scheme: Scheme) {
  await page.addInitScript((chosen) => {
    localStorage.setItem('mui-mode', chosen === 'light' ? 'light' : 'dark');
    localStorage.setItem('mui-color-scheme-dark', chosen === 'light' ? 'dark' : chosen);
  }, scheme);
}

/** The app's JavaScript never arrives: only the page's own inline scripts run. */
export async function withoutAppCode(page: Page) {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
}

// Stays on a page that sends the visitor on: the page it sends to answers "no content".
export async function openSender(page: Page, path: string) {
  let sent = false;
  const sendTo = (url: URL) =>
    routing.locales.some((locale) => url.pathname.startsWith(`/${locale}/`));
  const nothing = (route: Route) => ((sent = true), route.fulfill({ status: 204 }));
  await page.route(sendTo, nothing);
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => sent, path).toBe(true);
  await page.unroute(sendTo, nothing);
}
