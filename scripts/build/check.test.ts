/** @jest-environment node */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURE_SITE } from './content-check/check.test-utils';

// `npm run check` as an author runs it, in a copy of the site whose content has mistakes: every
// problem is printed once, in the author's words, without a trace.
const ROOT = join(__dirname, '../..');

const SHARED = ['node_modules', 'scripts', 'lib', 'i18n', 'tsconfig.json', 'package.json'];

function fixtureSite(): string {
  const site = mkdtempSync(join(tmpdir(), 'site-'));
  for (const [to, from] of Object.entries(FIXTURE_SITE))
    cpSync(from, join(site, to), { recursive: true });
  for (const shared of SHARED) symlinkSync(join(ROOT, shared), join(site, shared));
  return site;
}

function check(site: string, env: Record<string, string> = {}) {
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const result = spawnSync('node', [tsx, 'scripts/build/check.ts'], {
    cwd: site,
    encoding: 'utf8',
    env: {
      ...process.env,
      GITHUB_ACTIONS: undefined,
      ...env,
      TSX_TSCONFIG_PATH: join(site, 'tsconfig.json'),
    },
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

function edit(site: string, file: string, change: (text: string) => string) {
  const path = join(site, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

it('npm run check prints every problem with its place, and on its line under GitHub Actions', () => {
  const site = fixtureSite();
  edit(site, 'content/skills.json', (text) => text.replace('"rating": 5', '"rating": 6'));
  edit(site, 'messages/nl.json', (text) => text.replace('"Tot ziens"', '"Tot ziens",'));
  const { code, output } = check(site);
  expect(code).toBe(1);
  expect(output).toContain("2 problems in the site's content:");
  expect(output).toContain('content/skills.json:11:5: $[1].rating: must be at most 5 (found 6)');
  expect(output).toContain('messages/nl.json:4:23: a comma after the last entry');
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toContain('::error');
  // Where each message is explained, from the report itself (a red CI step shows only its log).
  expect(output).toContain(
    'What each message means and what to do: docs/content/check-messages.md',
  );
  expect(existsSync(join(ROOT, 'docs/content/check-messages.md'))).toBe(true);

  const inCi = check(site, { GITHUB_ACTIONS: 'true' });
  expect(inCi.code).toBe(1);
  expect(inCi.output).toContain(
    '::error file=content/skills.json,line=11,col=5::$[1].rating: must be at most 5 (found 6)',
  );
});

it('npm run build checks the content, then the table URL, before Next.js builds anything', () => {
  // Each check stops with an error code on a problem (above, and check-table-url.test.ts).
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(scripts.build).toMatch(
    /^tsx scripts\/build\/check\.ts && tsx scripts\/build\/check-table-url\.ts && next build/,
  );
});

it('npm run check -- --watch (what npm run dev runs beside Next.js) reports again on every save', async () => {
  const site = fixtureSite();
  const watcher = spawn(
    'node',
    [join(ROOT, 'node_modules/.bin/tsx'), 'scripts/build/check.ts', '--watch'],
    {
      cwd: site,
      env: { ...process.env, TSX_TSCONFIG_PATH: join(site, 'tsconfig.json') },
    },
  );
  let output = '';
  for (const stream of [watcher.stdout, watcher.stderr])
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const printed = async (text: string, from = output.length) => {
    for (let waited = 0; !output.slice(from).includes(text); waited += 50) {
      if (waited > 15_000) throw new Error(`never printed "${text}":\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  try {
    await printed('are fine', 0);
    let from = output.length;
    edit(site, 'content/skills.json', (text) => text.replace('"rating": 5', '"rating": 6'));
    await printed('content/skills.json:11:5: $[1].rating: must be at most 5 (found 6)', from);
    from = output.length;
    edit(site, 'content/skills.json', (text) => text.replace('"rating": 6', '"rating": 5'));
    await printed('are fine', from);
  } finally {
    watcher.kill();
  }
}, 30_000);
