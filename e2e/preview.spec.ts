// A pull request's preview as `npm test` builds it: noindex, canonical to the live site, no
// sitemap, a badge, and the form posting to the preview's own table.
import { absoluteUrl } from '@/lib/seo/site';
import { PREVIEW_TABLE } from '../lib/preview';
import { CONTACT_TABLE } from '@/scripts/build/table-url/table-url';
import { formResult, openFilledForm } from './contact';
import { expect, test } from './fixtures';
import { ALL_PAGES } from './pages';
import { readRequests, type StoredRequest } from './storage';
import { CATALOGS } from './text';

// The form's result shows until its timer ends: the clock moves only when the test says so.
test.use({ heldClock: true, viewport: { width: 320, height: 640 } });

test('every page: noindex, the live canonical, the badge', async ({ request }) => {
  // As served: the pages without a language (the root, any unknown path) before their script runs.
  for (const { locale, page, path } of [
    ...ALL_PAGES,
    ...['/', '/no-such-page/'].map((path) => ({ path, locale: undefined, page: undefined })),
  ]) {
    const response = await request.get(path);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
    const html = await response.text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex"\/?>/);
    if (!locale || !page) continue;
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], path).toBe(
      absoluteUrl(locale, page),
    );
    expect(html, path).toContain(`>${CATALOGS[locale].Preview.badge}<`);
  }
  expect((await request.get('/sitemap.xml')).status()).toBe(404);
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).not.toMatch(/sitemap/i);
});

test('the badge floats; the form posts to the preview’s table', async ({ page }) => {
  const fields = await openFilledForm(page);
  const badge = page.getByText(CATALOGS.en.Preview.badge, { exact: true });
  await expect(badge).toBeVisible();
  // Hidden, nothing else moves.
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

  const name = `Preview ${Date.now()}`;
  await fields.name.fill(name);
  await fields.send.click();
  await expect(formResult(page, 'status')).toContainText(CATALOGS.en.ResultAlert.savedTitle);
  const mine = (rows: StoredRequest[]) => rows.filter((row) => row.contactName === name);
  expect(mine(await readRequests(undefined, PREVIEW_TABLE))).toHaveLength(1);
  expect(mine(await readRequests(undefined, CONTACT_TABLE))).toEqual([]);
});
