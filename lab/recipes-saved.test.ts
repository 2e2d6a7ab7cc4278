/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { routing } from '@/i18n/routing';
import { readableTimeout } from '@/scripts/build/content-check/toast-timeout';
import { checkSiteContent, contentWarnings } from '@/scripts/build/content-check/check';
import type { Problem } from '../lib/content/problem';
import jsonLoader from '../scripts/build/json-loader.mjs';
import { dataOf, EDITABLE, recipeExamples, savedTexts, type Texts } from './author-files';
import { type Editor, EDITORS } from './editors';
import { RECIPES, replaceValue } from './recipes';

// Each recipe pasted, then every file saved as an editor may: CI's steps must find nothing new.
// What the content already warns about is the author's to weigh, not a recipe's failure.

const examples = recipeExamples();

type Recipe = keyof typeof RECIPES;

function edited(recipe: Recipe, editor: Editor): Texts {
  const texts = savedTexts();
  RECIPES[recipe](texts, examples);
  return Object.fromEntries(EDITABLE.map((file) => [file, EDITORS[editor](texts[file])])) as Texts;
}

/** What the check says of some files, without places: a recipe that adds lines moves the rest. */
function checkOf(texts: Texts) {
  const read = (file: string) =>
    file in texts ? texts[file as keyof Texts] : readFileSync(file, 'utf8');
  const said = (problems: Problem[]) =>
    problems.map(({ file, path, reason }) => `${file}: ${path ?? '$'}: ${reason}`);
  return { problems: said(checkSiteContent(read)), warnings: said(contentWarnings(read)) };
}

const asShipped = checkOf(savedTexts());

const SAVED = Object.keys(RECIPES).flatMap((recipe) =>
  Object.keys(EDITORS).map((editor) => [recipe as Recipe, editor as Editor] as const),
);

/** The recipe, editor and file of each file `prettier --check .` reports, asked once for all. */
function prettierReports() {
  const cases = SAVED.flatMap(([recipe, editor]) =>
    Object.entries(edited(recipe, editor)).map(([file, text]) => ({ recipe, editor, file, text })),
  );
  const input = JSON.stringify(cases);
  const output = execFileSync(process.execPath, ['lab/prettier-check.mjs'], { input });
  return (JSON.parse(output.toString()) as number[]).map((index) => cases[index]!);
}

describe.each(SAVED)('recipe: %s, pasted as the page shows it, saved %s', (recipe, editor) => {
  const texts = edited(recipe, editor);

  it('adds no problem and no warning to what the check says of the content', () => {
    const saved = checkOf(texts);
    expect(saved.problems.filter((said) => !asShipped.problems.includes(said))).toEqual([]);
    expect(saved.warnings.filter((said) => !asShipped.warnings.includes(said))).toEqual([]);
  });

  it('leaves the build the same content, byte-order mark or not', () => {
    const read = EDITABLE.map((file) => [file, JSON.parse(jsonLoader(texts[file])) as unknown]);
    expect(Object.fromEntries(read)).toEqual(dataOf(edited(recipe, 'as pasted, nothing changed')));
  });
});

describe('Prettier, as npm run lint runs it', () => {
  let reports: ReturnType<typeof prettierReports>;
  beforeAll(() => {
    reports = prettierReports();
  });

  it.each(SAVED)('reports no file after recipe %s, saved %s', (recipe, editor) => {
    const reported = reports.filter((each) => each.recipe === recipe && each.editor === editor);
    expect(reported.map(({ file }) => file)).toEqual([]);
  });
});

it('every recipe, with both notices on at their shipped timeouts: no problem, only timeouts warn', () => {
  const texts = savedTexts();
  for (const recipe of Object.values(RECIPES)) recipe(texts, examples);
  const file = 'content/notices.json';
  const shipped = dataOf(savedTexts())[file];
  for (const locale of routing.locales) {
    const { timeout } = shipped.availability[locale];
    texts[file] = replaceValue(texts[file], ['availability', locale, 'timeout'], `${timeout}`);
  }
  const notices = dataOf(texts)[file];
  expect(routing.locales.every((locale) => notices.siteOffline[locale].enabled)).toBe(true);
  const tooShort = routing.locales.filter((locale) => {
    const { enabled, title, message, timeout } = notices.availability[locale];
    return enabled && timeout < readableTimeout(title, message);
  });
  const { problems, warnings } = checkOf(texts);
  expect(problems).toEqual([]);
  expect(warnings).toEqual(
    tooShort.map((locale) =>
      expect.stringMatching(
        new RegExp(`^content/notices\\.json: \\$\\.availability\\.${locale}\\.timeout: `),
      ),
    ),
  );
});
