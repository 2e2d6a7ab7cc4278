import type { Page } from '@playwright/test';

/**
 * The visitor chose this colour scheme on an earlier visit: the choice is in localStorage, under
 * the keys the site keeps it in, before any page of the test loads.
 */
export async function rememberScheme(page: Page, scheme: 'light' | 'dark' | 'contrast') {
  await page.addInitScript((chosen) => {
    localStorage.setItem('mui-mode', chosen === 'light' ? 'light' : 'dark');
    localStorage.setItem('mui-color-scheme-dark', chosen === 'light' ? 'dark' : chosen);
  }, scheme);
}

/** The app's JavaScript never arrives: only the page's own inline scripts run. */
export async function withoutAppCode(page: Page) {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
}
