import { expect, test } from '@playwright/test';
import { CATALOGS } from './text';
import { hydrated } from './hydration';
import { splitWords } from './layout';
import { LOCALES } from './pages';
import certifications from '../content/certifications.json';
import projects from '../content/projects.json';

for (const locale of LOCALES) {
  const t = CATALOGS[locale].Details;
  const certificates = projects[locale].find((entry) => entry.type === 'certificate')!.title;

  for (const width of [360, 1440]) {
    test(`certificates in ${locale} at ${width} px: a real table with every word and code whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${locale}/about/`);
      await hydrated(page);
      await page.getByRole('combobox', { name: t.label }).selectOption({ label: certificates });

      const table = page.getByRole('table', { name: certificates });
      await expect(table.getByRole('columnheader')).toHaveText([t.product, t.code, t.description]);
      await expect(table.getByRole('row')).toHaveCount(certifications.length + 1);
      // The product is a picture per product family, named for screen readers.
      for (const [index, certification] of certifications.entries()) {
        const row = table.getByRole('row').nth(index + 1);
        const product = t.icon[certification.icon as keyof typeof t.icon];
        await expect(row.getByRole('cell').first().getByRole('img')).toHaveAccessibleName(product);
        await expect(row.getByRole('cell').nth(1)).toHaveText(certification.certification);
        await expect(row.getByRole('cell').nth(2)).toHaveText(certification.description);
      }
      await expect(table.getByRole('img').first()).toBeVisible();
      expect(await splitWords(table)).toEqual([]);
    });
  }
}
