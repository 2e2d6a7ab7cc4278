// Every page in both languages at a phone's and a laptop's width in this engine, themes taken in
// turn, as Chromium's sweeps show each theme draws every page alike.
import { skillGroups } from '../../lib/content/schema';
import { layoutInPage } from '../layout';
import { ALL_PAGES, THEME_LABEL, THEMES } from '../pages';
import { resizeTo, screenAt } from '../screens';
import { CONTENT } from '../text';
import { expect, test } from './fixtures';
import { firstScreenDifferences, firstScreenParts, PARTS } from './first-screen';
import { drawnRatings } from './stars';

/** A phone as narrow as the smallest iPhone in use, and a laptop. */
const SCREENS = [screenAt(375), screenAt(1280)];

/** The ratings About shows, in its order: group by group, as content/skills.json has them. */
const RATINGS = skillGroups.flatMap((group) =>
  CONTENT.skills.filter((skill) => skill.group === group).map((skill) => skill.rating),
);

ALL_PAGES.forEach(({ path, page: screen, locale }, index) => {
  const theme = THEMES[index % THEMES.length]!;
  test(`${path} in the ${theme.scheme} theme, at a phone's and a laptop's width`, async ({
    page,
    visitIn,
    engine,
  }) => {
    const problems: string[] = [];
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await visitIn(path);
    const select = { role: 'combobox', name: THEME_LABEL[locale] } as const;
    await page.getByRole('combobox', { name: THEME_LABEL[locale] }).selectOption(theme.value);
    await engine.select(select, theme.value);
    const chosen = await engine.evaluate(() => document.documentElement.dataset.theme);
    expect(chosen, `${theme.scheme} chosen`).toBe(theme.scheme);
    for (const size of SCREENS) {
      const where = `${size.width} px`;
      await resizeTo(page, size);
      await engine.resize(size);
      const differences = firstScreenDifferences(
        await page.evaluate(firstScreenParts, PARTS),
        await engine.evaluate(firstScreenParts, PARTS),
        size,
      );
      problems.push(...differences.map((difference) => `${where}: ${difference}`));
      const layout = await engine.evaluate(layoutInPage, true);
      problems.push(...layout.map((problem) => `${where}: ${problem}`));
      // Once, on the laptop: the stars are one mask at every size.
      if (screen === 'about' && size === SCREENS[1]) {
        expect(await drawnRatings(engine), `stars drawn at ${where}`).toEqual(RATINGS);
      }
    }
    problems.push(...(await engine.scriptErrors()).map((error) => `script error: ${error}`));
    expect(problems, `${engine.engine} ${engine.version}`).toEqual([]);
  });
});
