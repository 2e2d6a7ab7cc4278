import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOCALES } from './pages';
import tableSettings from '../content/table-settings.json';
import { CATALOGS, CONTENT, t } from './text';

const panelOf = (page: Page, { type, title }: { type: string; title: string }) =>
  type === 'certificate'
    ? page.getByRole('table', { name: title })
    : page.getByRole('article').getByRole('heading', { level: 3, name: title });

const GROUPS = ['product', 'technical', 'functional'] as const;

/** Each column's header, as CertificationsTable names the fields of content/table-settings.json. */
const HEADER = { icon: 'product', certification: 'code', description: 'description' } as const;

for (const locale of LOCALES) {
  const text = CATALOGS[locale];
  const categories = CONTENT.projects[locale];

  test(`About in ${locale}: ratings and every category`, async ({ page, visit }) => {
    await visit(`/${locale}/about/`);
    // Three groups in content/skills.json's order; an empty group still shows its heading.
    const skills = page.getByRole('region', { name: text.AboutPage.skills });
    await expect(skills.getByRole('heading', { level: 3 })).toHaveText(
      GROUPS.map((group) => text.AboutPage[group]),
    );
    await expect(skills.getByRole('separator')).toHaveCount(GROUPS.length - 1);
    const lists = skills.getByRole('list');
    await expect(lists).toHaveCount(GROUPS.length);
    for (const [index, group] of GROUPS.entries()) {
      const ratings = lists.nth(index).getByRole('img');
      const names = CONTENT.skills
        .filter((skill) => skill.group === group)
        .map(({ title, rating }) =>
          t(locale)('AboutPage.rating', { title: title[locale], rating }),
        );
      await expect(ratings).toHaveCount(names.length);
      for (const [nth, name] of names.entries())
        await expect(ratings.nth(nth)).toHaveAccessibleName(name);
    }

    const select = page.getByRole('combobox', { name: text.Details.label });
    await expect(select.getByRole('option')).toHaveText(categories.map((c) => c.title));
    await expect(panelOf(page, categories[0]!)).toBeVisible();
    const certificates = categories.find((entry) => entry.type === 'certificate');
    if (certificates) {
      await select.selectOption({ index: categories.indexOf(certificates) });
      const table = panelOf(page, certificates);
      await expect(table).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
      const fields = tableSettings[locale].map(({ field }) => field as keyof typeof HEADER);
      await expect(table.getByRole('columnheader')).toHaveText(
        fields.map((field) => text.Details[HEADER[field]]),
      );
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(CONTENT.certifications.length + 1);
      for (const [index, certification] of CONTENT.certifications.entries()) {
        const cells = rows.nth(index + 1).getByRole('cell');
        await expect(cells).toHaveCount(fields.length);
        for (const [nth, field] of fields.entries()) {
          if (field !== 'icon') await expect(cells.nth(nth)).toHaveText(certification[field]);
          else
            await expect(cells.nth(nth).getByRole('img')).toHaveAccessibleName(
              text.Details.icon[certification.icon as keyof typeof text.Details.icon],
            );
        }
      }
      // Each row's line runs under all its cells, the product's picture's too.
      const lines = await rows
        .nth(1)
        .getByRole('cell')
        .evaluateAll((cells) =>
          cells.map((cell) => {
            const { borderBottomWidth, borderBottomStyle } = getComputedStyle(cell);
            return `${borderBottomWidth} ${borderBottomStyle}`;
          }),
        );
      expect(new Set(lines)).toEqual(new Set(['1px solid']));
    }
    const project = categories.find((entry) => entry.type === 'project');
    if (project) {
      await select.selectOption({ index: categories.indexOf(project) });
      await expect(page.getByRole('table')).toHaveCount(0);
      const card = page.getByRole('article');
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.title);
      await expect(card).toContainText(project.customer!);
      const tags = card.getByRole('list', { name: text.Details.tags }).getByRole('listitem');
      await expect(tags).toHaveText(project.tags!);
    }

    // By keyboard: Home, then End, as a visitor goes through a drop-down.
    await select.focus();
    await page.keyboard.press('Home');
    await expect(panelOf(page, categories[0]!)).toBeVisible();
    await page.keyboard.press('End');
    await expect(panelOf(page, categories.at(-1)!)).toBeVisible();
    if (locale !== 'en') return;

    // One column below 992 px and two from there, the details right after the persona's last line.
    const columns = async () =>
      (
        await page
          .getByTestId('about-grid')
          .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns)
      )
        .split(' ')
        .filter(Boolean).length;
    await page.setViewportSize({ width: 991, height: 900 });
    expect(await columns()).toBe(1);
    const persona = page.getByRole('region', { name: text.Persona.title });
    const details = page.getByRole('region', { name: text.Details.label });
    for (const width of [992, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await columns(), `${width} px`).toBe(2);
      const start = (await persona.boundingBox())!;
      const end = (await persona.locator(':scope > *').last().boundingBox())!;
      const block = (await details.boundingBox())!;
      const space = block.y - (end.y + end.height);
      expect(block.x, `${width} px`).toBe(start.x);
      expect(space, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(space, `${width} px`).toBeLessThanOrEqual(48);
    }
  });
}
