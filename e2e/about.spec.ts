import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { LOCALES } from './pages';
import { CATALOGS, CONTENT, expectCertificationRow, type Locale, t } from './text';

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

for (const locale of LOCALES) {
  const text = aboutIn(locale);

  test.describe(`About me in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/${locale}/about/`);
      await hydrated(page);
    });

    test('shows every skill as a read-only star rating, in three groups separated by dividers', async ({
      page,
    }) => {
      const skills = page.getByRole('region', { name: text.skills });
      await expect(skills.getByRole('heading', { level: 3 })).toHaveText(text.groups);
      await expect(skills.getByRole('separator')).toHaveCount(text.groups.length - 1);
      // Under each heading, its skills in the order of content/skills.json, each named with its
      // rating.
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
    });

    test('the drop-down lists every category and switches between card and table', async ({
      page,
    }) => {
      const select = page.getByRole('combobox', { name: text.select });
      await expect(select.getByRole('option')).toHaveText(text.categories.map((c) => c.title));
      await expectPanel(page, text.categories[0]!);

      if (text.certificates) {
        await select.selectOption({ index: text.categories.indexOf(text.certificates) });
        await expectPanel(page, text.certificates);
        const rows = page.getByRole('table').getByRole('row');
        await expect(rows).toHaveCount(CONTENT.certifications.length + 1);
        await expect(page.getByRole('article')).toHaveCount(0);
        // The first and the last certification of content/certifications.json, in their rows.
        await expectCertificationRow(rows.nth(1), locale, CONTENT.certifications[0]!);
        await expectCertificationRow(rows.last(), locale, CONTENT.certifications.at(-1)!);
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
    });

    test('the drop-down works by keyboard', async ({ page }) => {
      const select = page.getByRole('combobox', { name: text.select });
      await select.focus();
      await page.keyboard.press('End');
      // The last category's panel: the certificates table, or a project's card.
      await expectPanel(page, text.categories.at(-1)!);
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
      const persona = page.getByRole('region', { name: CATALOGS.en.Persona.title });
      const start = await persona.boundingBox();
      const end = await persona.locator(':scope > *').last().boundingBox();
      const details = await page
        .getByRole('region', { name: CATALOGS.en.Details.label })
        .boundingBox();
      const space = details!.y - (end!.y + end!.height);
      expect(details!.x).toBe(start!.x);
      expect(space).toBeGreaterThanOrEqual(0);
      expect(space).toBeLessThanOrEqual(48);
    });
  }
});
