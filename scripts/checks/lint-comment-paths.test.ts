/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The comment check as npm run lint runs it, in a small repository of its own.
const ROOT = join(__dirname, '../..');

function repository(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'comment-paths-'));
  spawnSync('git', ['init', '-q'], { cwd: dir });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const lint = (cwd: string) => {
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const result = spawnSync(tsx, [join(ROOT, 'scripts/checks/lint-comment-paths.ts')], {
    cwd,
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
};

const SITE = {
  'package.json': '{ "scripts": { "check": "tsx scripts/build/check.ts" } }',
  '.gitignore': 'out/\n',
  'scripts/build/check.ts': '// npm run check: reads lib/rules.ts and writes out/report.txt\n',
  'lib/rules.ts': "const url = 'https://example.com/a/b.ts'; // see ./rules.ts\n",
  '.github/workflows/ci.yml': 'on: push # runs scripts/build/check.ts\n',
};

it('fails on a comment that names a file that is not there, with its place', () => {
  const dir = repository({
    ...SITE,
    'lib/old.ts': '/**\n * Moved from scripts/lib/rules.ts (npm run rules).\n */\n',
    '.github/workflows/ci.yml': 'on: push # runs scripts/checks.ts\n',
  });
  const { code, output } = lint(dir);
  expect(code).toBe(1);
  expect(output).toContain('.github/workflows/ci.yml:1:17: scripts/checks.ts: no such file');
  expect(output).toContain('lib/old.ts:2:15: scripts/lib/rules.ts: no such file or folder');
  expect(output).toContain('lib/old.ts:2:37: npm run rules: no such npm script');
});

it('passes when every name leads somewhere', () => {
  const { code, output } = lint(repository(SITE));
  expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('name only') });
});
