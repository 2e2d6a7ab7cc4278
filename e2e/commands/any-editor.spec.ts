import { execFileSync, spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { EDITABLE, recipeExamples, RECIPES_PAGE, type Texts } from '../../lab/author-files';
import { EDITORS } from '../../lab/editors';
import { RECIPES, type Shown } from '../../lab/recipes';
import { gitRepository } from '../../scripts/checks/git-repository';
import { localBuildEnv } from '../../scripts/dev/local-build';
import { LOCALES } from '../pages';

// Every recipe pasted into a copy of this checkout, saved as other editors save it: CI's whole-file
// steps must pass. Each editor alone, recipe by recipe: lab/recipes-saved.test.ts.

const { 'with a byte-order mark': bom, 'with Windows line endings (CRLF)': crlf } = EDITORS;
const save = (file: string, text: string) =>
  bom(
    crlf(
      EDITORS[file.startsWith('messages/') ? 'indented by four spaces' : 'indented by tabs'](text),
    ),
  );

async function ci(cwd: string, command: string, args: string[], env: Record<string, string> = {}) {
  // Playwright's workers force colours, which CI's steps do not.
  const inherited = { ...process.env, FORCE_COLOR: undefined };
  const child = spawn(command, args, { cwd, env: { ...inherited, CI: 'true', ...env } });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code, output).toBe(0);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

/** What a visitor reads on every built page of a language, as one text, and a recipe's words. */
const words = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ');

function builtPages(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => words(readFileSync(join(dir, file), 'utf8')))
    .join('\n');
}

const LOCKFILE = 'package-lock.json';

// Two copies, so that the unit tests and the build run side by side: the unit tests need CI's
// checkout (packages, a git repository, the lockfile), while Next.js takes a folder with any of
// them for a project of its own and finds no Next.js there.
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

/** A copy of the checkout inside it (whose packages serve it) with every recipe, as saved. */
function recipeCopy(site: string, step: 'unit tests' | 'build'): Shown[] {
  for (const file of gitRepository().files.filter((name) => name !== LOCKFILE))
    cpSync(file, join(site, file));
  const texts = Object.fromEntries(
    EDITABLE.map((file) => [file, readFileSync(join(site, file), 'utf8')]),
  ) as Texts;
  const examples = recipeExamples(readFileSync(RECIPES_PAGE, 'utf8'));
  const shown = Object.values(RECIPES).map((recipe) => recipe(texts, examples));
  for (const file of EDITABLE) writeFileSync(join(site, file), save(file, texts[file]));
  if (step === 'unit tests') {
    symlinkSync(resolve('node_modules'), join(site, 'node_modules'));
    execFileSync('git', ['init', '--quiet'], { cwd: site });
    cpSync(LOCKFILE, join(site, LOCKFILE));
  }
  return shown;
}

// The build below runs `npm run check` and skips the types: `npm run typecheck` checks them here.
test('its types and the unit tests that read its files pass', async ({}, testInfo) => {
  const site = testInfo.outputPath('site');
  recipeCopy(site, 'unit tests');
  // The tests whose imports reach the author's files or the code that reads them, but the
  // recipes' own (lab/), which would paste each recipe a second time. One worker: the browser
  // specs beside this one keep the others.
  const readers = [
    ...EDITABLE,
    ...['lib/content', 'scripts/build/content-check'].flatMap((dir) =>
      readdirSync(join(site, dir)).map((file) => `${dir}/${file}`),
    ),
  ];
  await ci(site, 'npx', [
    'jest',
    '--ci',
    '--maxWorkers=1',
    '--testPathIgnorePatterns=/lab/',
    '--findRelatedTests',
    ...readers,
  ]);
  await ci(site, 'npm', ['run', 'typecheck']);
});

test('the build reads every file and its pages carry each recipe', async ({}, testInfo) => {
  const site = testInfo.outputPath('site');
  const shown = recipeCopy(site, 'build');
  await ci(site, 'npm', ['run', 'build'], { ...localBuildEnv(), SKIP_TYPE_CHECK: '1' });
  for (const locale of LOCALES) {
    const pages = builtPages(join(site, 'out', locale));
    const missing = shown
      .map((each) => words(each[locale]))
      .filter((said) => !pages.includes(said));
    expect(missing).toEqual([]);
  }
});
