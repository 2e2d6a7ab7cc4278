import { execFileSync, spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { EDITABLE, recipeExamples, RECIPES_PAGE, type Texts } from '../../lab/author-files';
import { EDITORS } from '../../lab/editors';
import { RECIPES, type Shown } from '../../lab/recipes';
import { gitRepository } from '../../scripts/checks/git-repository';
import { localBuildEnv } from '../../scripts/dev/local-build';
import { LOCALES } from '../pages';

// Every recipe of the content author's guide pasted as the page shows it into a copy of this
// checkout, every file then saved as other editors save it: the CI steps that read the files as a
// whole pass on it. Each editor alone, recipe by recipe, against the check and Prettier:
// lab/recipes-saved.test.ts.

const { 'with a byte-order mark': bom, 'with Windows line endings (CRLF)': crlf } = EDITORS;
/** Content files as a Windows editor set to tabs saves them, catalogs as one set to four spaces. */
const save = (file: string, text: string) =>
  bom(
    crlf(
      EDITORS[file.startsWith('messages/') ? 'indented by four spaces' : 'indented by tabs'](text),
    ),
  );

/** Runs a command in the copy as CI does; resolves with its exit code and what it printed. */
function ci(cwd: string, command: string, args: string[], env: Record<string, string> = {}) {
  // Playwright's workers force colours, which CI's steps do not.
  const { FORCE_COLOR, ...inherited } = process.env;
  void FORCE_COLOR;
  const child = spawn(command, args, { cwd, env: { ...inherited, CI: 'true', ...env } });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
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

/**
 * The copy as a step needs it. The unit tests run tools from ./node_modules/.bin, ask git what it
 * ignores and read the lockfile, as in CI's checkout: a link to the checkout's packages, a git
 * repository and the lockfile. Next.js takes a folder with any of them for a project of its own
 * and then finds no Next.js in it: the build gets none, and the checkout's packages serve it from
 * above.
 */
function preparedFor(step: 'unit tests' | 'build') {
  const link = join(site, 'node_modules');
  rmSync(link, { force: true });
  rmSync(join(site, '.git'), { recursive: true, force: true });
  rmSync(join(site, LOCKFILE), { force: true });
  if (step === 'build') return;
  symlinkSync(resolve('node_modules'), link);
  execFileSync('git', ['init', '--quiet'], { cwd: site });
  cpSync(LOCKFILE, join(site, LOCKFILE));
}

const LOCKFILE = 'package-lock.json';

test.describe.configure({ mode: 'serial', timeout: 600_000 });

let site: string;
const shown: Shown[] = [];

test.beforeAll(async ({}, testInfo) => {
  // Inside the checkout, whose packages serve the copy; without the lockfile (see preparedFor).
  site = testInfo.outputPath('site');
  for (const file of gitRepository().files.filter((name) => name !== LOCKFILE))
    cpSync(file, join(site, file));
  const texts = Object.fromEntries(
    EDITABLE.map((file) => [file, readFileSync(join(site, file), 'utf8')]),
  ) as Texts;
  const examples = recipeExamples(readFileSync(RECIPES_PAGE, 'utf8'));
  for (const recipe of Object.values(RECIPES)) shown.push(recipe(texts, examples));
  for (const file of EDITABLE) writeFileSync(join(site, file), save(file, texts[file]));
});

test('the content check and the unit tests that read its files pass', async () => {
  preparedFor('unit tests');
  const check = await ci(site, 'npm', ['run', 'check']);
  expect(check.code, check.output).toBe(0);
  // The tests whose imports reach the author's files or the code that reads them. One worker:
  // the browser specs beside this one keep the other core.
  const readers = [
    ...EDITABLE,
    'lab/author-files.ts',
    ...['lib/content', 'scripts/build/content-check'].flatMap((dir) =>
      readdirSync(join(site, dir)).map((file) => `${dir}/${file}`),
    ),
  ];
  const unit = await ci(site, 'npx', [
    'jest',
    '--ci',
    '--maxWorkers=1',
    '--findRelatedTests',
    ...readers,
  ]);
  expect(unit.code, unit.output).toBe(0);
});

test('the build, types included, reads every file and its pages carry each recipe', async () => {
  preparedFor('build');
  const built = await ci(site, 'npm', ['run', 'build'], localBuildEnv());
  expect(built.code, built.output).toBe(0);
  for (const locale of LOCALES) {
    const pages = builtPages(join(site, 'out', locale));
    const missing = shown
      .map((each) => words(each[locale]))
      .filter((said) => !pages.includes(said));
    expect(missing).toEqual([]);
  }
});
