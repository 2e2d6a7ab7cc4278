// A pull request's preview as `npm test` builds it: noindex, canonical to the live site, no
// sitemap, a badge, and the form posting to the preview's own table.
import { absoluteUrl } from '@/lib/seo/site';
import { PREVIEW_TABLE } from '../lib/preview';
import { CONTACT_TABLE } from '@/scripts/build/table-url/table-url';
import { fillValid, formResult, stopTime } from './contact';
import { expect, test } from './fixtures';
import { ALL_PAGES, pathOf } from './pages';
import { readRequests, type StoredRequest } from './storage';
import { CATALOGS } from './text';

test('every page is marked noindex, names the live site as canonical and shows the badge', async ({
  page,
}) => {
  for (const { locale, page: name, path } of ALL_PAGES) {
    const response = await page.goto(path);
    expect(response?.headers()['x-robots-tag'], path).toBe('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      absoluteUrl(locale, name),
    );
    await expect(page.getByText(CATALOGS[locale].Preview.badge, { exact: true })).toBeVisible();
  }
  // The pages without a language (the root, and any unknown path) before their script moves on.
  for (const path of ['/', '/no-such-page/']) {
    const response = await page.request.get(path);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  }
});

test('has no sitemap, and its robots.txt names none', async ({ page }) => {
  expect((await page.request.get('/sitemap.xml')).status()).toBe(404);
  const robots = await page.request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).not.toMatch(/sitemap/i);
});

test('the badge floats over the page: hidden, nothing else moves', async ({ page, visit }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await visit(pathOf('nl', 'about'));
  const badge = page.getByText(CATALOGS.nl.Preview.badge, { exact: true });
  await expect(badge).toBeVisible();
  const layout = () =>
    page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      boxes: ['header', 'h1', 'main', 'footer'].map((selector) => {
        const { top, left, width, height } = document
          .querySelector(selector)!
          .getBoundingClientRect();
        return { selector, top, left, width, height };
      }),
    }));
  const withBadge = await layout();
  await badge.evaluate((element) => (element.style.display = 'none'));
  expect(await layout()).toEqual(withBadge);
});

test('the form posts to the preview’s table, never to the live one', async ({ page, visit }) => {
  // The result shows until its timer ends: the clock moves only when the test says so.
  await stopTime(page);
  await visit(pathOf('en', 'contact'));
  const fields = await fillValid(page);
  const name = `Preview ${Date.now()}`;
  await fields.name.fill(name);
  await fields.send.click();
  await expect(formResult(page, 'status')).toContainText(CATALOGS.en.ResultAlert.savedTitle);
  const mine = (rows: StoredRequest[]) => rows.filter((row) => row.contactName === name);
  expect(mine(await readRequests(undefined, PREVIEW_TABLE))).toHaveLength(1);
  expect(mine(await readRequests(undefined, CONTACT_TABLE))).toEqual([]);
});
