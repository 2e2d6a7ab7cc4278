import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';
import { LOCALES } from './pages';

const TEXT = {
  en: {
    select: 'Projects and certifications',
    certificates: 'Certifications',
    first: 'Order intake app on the Power Platform',
    groups: ['Products', 'Technical', 'Functional'],
    skills: 'Skills',
    tags: 'Tags',
    rating: /out of 5$/,
  },
  nl: {
    select: 'Projecten en certificeringen',
    certificates: 'Certificeringen',
    first: 'App voor orderinvoer op het Power Platform',
    groups: ['Producten', 'Technisch', 'Functioneel'],
    skills: 'Vaardigheden',
    tags: 'Trefwoorden',
    rating: /van de 5$/,
  },
} as const;

for (const locale of LOCALES) {
  const text = TEXT[locale];

  test.describe(`About me in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/${locale}/about/`);
      await hydrated(page);
    });

    test('shows 17 read-only star ratings in three groups separated by dividers', async ({
      page,
    }) => {
      const skills = page.getByRole('region', { name: text.skills });
      await expect(skills.getByRole('img', { name: text.rating })).toHaveCount(17);
      await expect(skills.getByRole('heading', { level: 3 })).toHaveText([...text.groups]);
      await expect(skills.getByRole('separator')).toHaveCount(2);
      const sharePoint = page.getByRole('img', { name: new RegExp(`^SharePoint: 5 `) });
      await expect(sharePoint).toBeVisible();
    });

    test('the drop-down lists six categories and switches between card and table', async ({
      page,
    }) => {
      const select = page.getByRole('combobox', { name: text.select });
      await expect(select.getByRole('option')).toHaveCount(6);
      await expect(page.getByRole('heading', { level: 3, name: text.first })).toBeVisible();

      await select.selectOption({ label: text.certificates });
      const rows = page.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(11);
      await expect(page.getByRole('cell', { name: 'PL-600', exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: '74-344', exact: true })).toBeVisible();

      await select.selectOption({ index: 1 });
      await expect(page.getByRole('table')).toHaveCount(0);
      const card = page.getByRole('article');
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      expect(await card.getByRole('listitem').count()).toBeGreaterThan(0);
      await expect(
        card.getByRole('list', { name: text.tags }).getByRole('listitem').first(),
      ).toBeVisible();
    });

    test('the drop-down works by keyboard', async ({ page }) => {
      const select = page.getByRole('combobox', { name: text.select });
      await select.focus();
      await page.keyboard.press('End');
      await expect(page.getByRole('table')).toBeVisible();
    });
  });
}

test.describe('About grid', () => {
  const columns = async (page: import('@playwright/test').Page) =>
    (
      await page
        .getByTestId('about-grid')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns)
    )
      .split(' ')
      .filter(Boolean).length;

  test('is one column below 992 px', async ({ page }) => {
    await page.setViewportSize({ width: 991, height: 900 });
    await page.goto('/en/about/');
    expect(await columns(page)).toBe(1);
  });

  test('is two columns from 992 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/about/');
    expect(await columns(page)).toBe(2);
  });
});

test.describe('About on a laptop', () => {
  for (const width of [1280, 1440, 1920]) {
    test(`the details drop-down follows the persona text at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/about/');
      // The persona text ends with its closing line; the drop-down's block comes next.
      const persona = page.getByRole('region', { name: 'Who I am' });
      const start = await persona.boundingBox();
      const end = await persona.locator(':scope > *').last().boundingBox();
      const details = await page.getByRole('region', { name: TEXT.en.select }).boundingBox();
      const space = details!.y - (end!.y + end!.height);
      expect(details!.x).toBe(start!.x);
      expect(space).toBeGreaterThanOrEqual(0);
      expect(space).toBeLessThanOrEqual(48);
    });
  }
});
