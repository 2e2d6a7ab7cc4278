import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOCALES } from './pages';
import {
  CATALOGS,
  certificationColumns,
  CONTENT,
  expectCertificationRow,
  type Locale,
  t,
} from './text';

type Category = (typeof CONTENT.projects)[Locale][number];

/** What About shows in a language, from the catalog and the content files. */
function aboutIn(locale: Locale) {
  const text = CATALOGS[locale];
  const categories = CONTENT.projects[locale];
  const groups = ['product', 'technical', 'functional'] as const;
  return {
    select: text.Details.label,
    categories,
    certificates: categories.find((entry) => entry.type === 'certificate'),
    project: categories.find((entry) => entry.type === 'project'),
    groups: groups.map((group) => text.AboutPage[group]),
    // Each group's skills in file order (a group may have none: it still shows its heading).
    skillsByGroup: groups.map((group) => CONTENT.skills.filter((skill) => skill.group === group)),
    skills: text.AboutPage.skills,
    tags: text.Details.tags,
    rating: (title: string, rating: number) => t(locale)('AboutPage.rating', { title, rating }),
  };
}

/** The chosen category's panel: the certificates table, or the project's card. */
async function expectPanel(page: Page, category: Category) {
  if (category.type === 'certificate')
    await expect(page.getByRole('table', { name: category.title })).toBeVisible();
  else
    await expect(
      page.getByRole('article').getByRole('heading', { level: 3, name: category.title }),
    ).toBeVisible();
}

/** One column below 992 px and two from there, the details right after the persona's last line. */
async function expectColumns(page: Page) {
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
  const persona = page.getByRole('region', { name: CATALOGS.en.Persona.title });
  const details = page.getByRole('region', { name: CATALOGS.en.Details.label });
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
}

for (const locale of LOCALES) {
  const text = aboutIn(locale);

  test(`About me in ${locale}: ratings in groups, and a drop-down of every category${locale === 'en' ? '; one column below 992 px, two from there' : ''}`, async ({
    page,
    visit,
  }) => {
    await visit(`/${locale}/about/`);
    {
      // Every skill as a read-only star rating, in three groups separated by dividers.
      const skills = page.getByRole('region', { name: text.skills });
      await expect(skills.getByRole('heading', { level: 3 })).toHaveText(text.groups);
      await expect(skills.getByRole('separator')).toHaveCount(text.groups.length - 1);
      // Under each heading, its skills in content/skills.json's order, each named with its rating.
      const lists = skills.getByRole('list');
      await expect(lists).toHaveCount(text.groups.length);
      for (const [index, group] of text.skillsByGroup.entries()) {
        const ratings = lists.nth(index).getByRole('img');
        await expect(ratings).toHaveCount(group.length);
        for (const [nth, skill] of group.entries())
          await expect(ratings.nth(nth)).toHaveAccessibleName(
            text.rating(skill.title[locale], skill.rating),
          );
      }
    }

    {
      // The drop-down lists every category and switches between card and table.
      const select = page.getByRole('combobox', { name: text.select });
      await expect(select.getByRole('option')).toHaveText(text.categories.map((c) => c.title));
      await expectPanel(page, text.categories[0]!);

      if (text.certificates) {
        await select.selectOption({ index: text.categories.indexOf(text.certificates) });
        await expectPanel(page, text.certificates);
        const table = page.getByRole('table', { name: text.certificates.title });
        await expect(page.getByRole('article')).toHaveCount(0);
        // The columns of content/table-settings.json, then a row per certification in file order.
        await expect(table.getByRole('columnheader')).toHaveText(
          certificationColumns(locale).map((column) => column.header),
        );
        const rows = table.getByRole('row');
        await expect(rows).toHaveCount(CONTENT.certifications.length + 1);
        for (const [index, certification] of CONTENT.certifications.entries())
          await expectCertificationRow(rows.nth(index + 1), locale, certification);
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

      // The first project of content/projects.json: its card, with its tags.
      if (text.project) {
        const { project } = text;
        await select.selectOption({ index: text.categories.indexOf(project) });
        await expect(page.getByRole('table')).toHaveCount(0);
        const card = page.getByRole('article');
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.title);
        await expect(card).toContainText(project.customer!);
        await expect(card.getByRole('list', { name: text.tags }).getByRole('listitem')).toHaveText(
          project.tags!,
        );
      }
    }

    // By keyboard: Home, then End, as a visitor goes through a drop-down.
    const select = page.getByRole('combobox', { name: text.select });
    await select.focus();
    await page.keyboard.press('Home');
    await expectPanel(page, text.categories[0]!);
    await page.keyboard.press('End');
    // The last category's panel: the certificates table, or a project's card.
    await expectPanel(page, text.categories.at(-1)!);
    if (locale === 'en') await expectColumns(page);
  });
}
