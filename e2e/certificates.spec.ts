import { expect, test } from './fixtures';
import { CATALOGS, CONTENT, certificationColumns, expectCertificationRow } from './text';
import { splitWords } from './layout';
import { LOCALES } from './pages';

for (const locale of LOCALES) {
  const t = CATALOGS[locale].Details;
  // The drop-down's entry that shows the table of content/certifications.json.
  const entry = CONTENT.projects[locale].find((category) => category.type === 'certificate');

  test(`certificates in ${locale}: a real table with every word and code whole`, async ({
    page,
    visit,
  }) => {
    expect(entry, `content/projects.json lists no certificate entry in ${locale}`).toBeDefined();
    const certificates = entry!.title;
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(`/${locale}/about/`);
    await page.getByRole('combobox', { name: t.label }).selectOption({ label: certificates });

    const table = page.getByRole('table', { name: certificates });
    // The columns of content/table-settings.json, in its order.
    await expect(table.getByRole('columnheader')).toHaveText(
      certificationColumns(locale).map((column) => column.header),
    );
    await expect(table.getByRole('row')).toHaveCount(CONTENT.certifications.length + 1);
    // A row per certification in file order; the product is a named picture.
    for (const [index, certification] of CONTENT.certifications.entries())
      await expectCertificationRow(table.getByRole('row').nth(index + 1), locale, certification);
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    if (certificationColumns(locale).some((column) => column.picture))
      await expect(table.getByRole('img').first()).toBeVisible();
    // Each row's line runs under all its cells, the picture's too.
    const lines = await table
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .evaluateAll((cells) =>
        cells.map(
          (cell) =>
            `${getComputedStyle(cell).borderBottomWidth} ${getComputedStyle(cell).borderBottomStyle}`,
        ),
      );
    expect(new Set(lines)).toEqual(new Set(['1px solid']));
    // Every word and code whole on a laptop and on a phone (the reflow sweep checks every width).
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await splitWords(table), `${width} px`).toEqual([]);
    }
  });
}
