// npm run try-next: builds and tests the site with another Next.js release in a scratch copy, so
// nothing here changes. Usage: npm run try-next -- 16.3.8 [Playwright arguments]
import { gitRepository } from '../checks/git-repository';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { env, run } from './setup';

const [version, ...playwrightArgs] = process.argv.slice(2);
if (!version || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
  console.error('Usage: npm run try-next -- VERSION [Playwright arguments], such as 16.3.8');
  process.exit(2);
}

const scratch = mkdtempSync(join(tmpdir(), `consultant-site-next-${version}-`));
console.log(`Copying this checkout to ${scratch}`);
// The files git would keep (tracked, and new ones not ignored; deleted ones left out).
run('tar', ['--null', '-T', '-', '-cf', join(scratch, 'files.tar')], {
  input: gitRepository().files.join('\0'),
  stdio: ['pipe', 'inherit', 'inherit'],
});
run('tar', ['-xf', 'files.tar'], { cwd: scratch });
rmSync(join(scratch, 'files.tar'));

const inScratch = { cwd: scratch, env };
// A repository of its own: the specs that copy the project ask git which files it keeps.
run('git', ['init', '--quiet'], inScratch);
run('npm', ['install', '--no-audit', '--no-fund'], inScratch);
// Next.js and its env loader move together; --no-save keeps the copy's package files as a record.
run(
  'npm',
  ['install', '--no-save', '--no-audit', '--no-fund', `next@${version}`, `@next/env@${version}`],
  inScratch,
);
run('node', ['scripts/dev/bootstrap.mjs', 'test', '--e2e', ...playwrightArgs], inScratch);
console.log(`\n✓ next@${version}: the build and the end-to-end suite passed.`);
rmSync(scratch, { recursive: true, force: true });
