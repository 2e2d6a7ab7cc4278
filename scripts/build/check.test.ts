/** @jest-environment node */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURE_SITE, SHIPPED } from './content-check/check.test-utils';

// `npm run check` and `npm run build` as an author runs them, in a copy of the site whose
// content has mistakes: every problem is printed once, in the author's words, without a trace.
const ROOT = join(__dirname, '../..');

function run(
  command: string,
  args: string[],
  cwd: string,
  extraEnv: Record<string, string | undefined> = {},
) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GITHUB_ACTIONS: undefined,
      ...extraEnv,
      NEXT_TELEMETRY_DISABLED: '1',
      TSX_TSCONFIG_PATH: join(cwd, 'tsconfig.json'),
    },
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const SHARED = ['node_modules', 'scripts', 'lib', 'i18n', 'tsconfig.json', 'package.json'];

/** A folder with the repository's code and tools and a copy of some content to break. */
function siteWith(folders: Record<string, string>): string {
  const site = mkdtempSync(join(tmpdir(), 'site-'));
  for (const [to, from] of Object.entries(folders))
    cpSync(from, join(site, to), { recursive: true });
  for (const shared of SHARED) symlinkSync(join(ROOT, shared), join(site, shared));
  return site;
}

const fixtureSite = () => siteWith(FIXTURE_SITE);
const shippedSite = () => siteWith(SHIPPED);
const check = (site: string, env: Record<string, string | undefined> = {}) =>
  run('node', [join(ROOT, 'node_modules/.bin/tsx'), 'scripts/build/check.ts'], site, env);

function edit(site: string, file: string, change: (text: string) => string) {
  const path = join(site, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

it('npm run check prints every problem with its place and stops with an error code', () => {
  const site = fixtureSite();
  edit(site, 'content/skills.json', (text) => text.replace('"rating": 5', '"rating": 6'));
  edit(site, 'messages/nl.json', (text) => text.replace('"Tot ziens"', '"Tot ziens",'));
  const { code, output } = check(site);
  expect(code).toBe(1);
  expect(output).toContain("2 problems in the site's content:");
  expect(output).toContain('content/skills.json:11:5: $[1].rating: must be at most 5 (found 6)');
  expect(output).toContain('messages/nl.json:4:23: a comma after the last entry');
  expect(output).not.toMatch(/^\s+at /m);
  // Where each message is explained, from the report itself (a red CI step shows only its log).
  expect(output).toContain(
    'What each message means and what to do: docs/content/check-messages.md',
  );
  expect(existsSync(join(ROOT, 'docs/content/check-messages.md'))).toBe(true);
});

it('under GitHub Actions, npm run check also puts each problem on its line', () => {
  const site = fixtureSite();
  edit(site, 'content/skills.json', (text) => text.replace('"rating": 5', '"rating": 6'));
  expect(check(site).output).not.toContain('::error');
  const { code, output } = check(site, { GITHUB_ACTIONS: 'true' });
  expect(code).toBe(1);
  expect(output).toContain(
    '::error file=content/skills.json,line=11,col=5::$[1].rating: must be at most 5 (found 6)',
  );
});

it('npm run check says so when all is well', () => {
  const { code, output } = check(fixtureSite());
  expect(code).toBe(0);
  expect(output).toMatch(/Content check: \d+ files in content\/ and messages\/ are fine/);
});

it('npm run build stops with the same report before it builds anything', () => {
  const site = shippedSite();
  edit(site, 'content/skills.json', (text) => text.replace(/"rating": \d/, '"rating": 6'));
  const { code, output } = run('npm', ['run', 'build'], site);
  expect(code).not.toBe(0);
  expect(output).toMatch(
    /content\/skills\.json:\d+:\d+: \$\[0\]\.rating: must be at most 5 \(found 6\)/,
  );
  expect(output).not.toMatch(/^\s+at /m);
  // What next build prints first, had it started.
  expect(output).not.toMatch(/Next\.js \d|Creating an optimized/);
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
  /** Waits until `text` is printed after what was printed so far. */
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
