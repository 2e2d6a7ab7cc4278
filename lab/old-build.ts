// The site as an earlier commit built it, for npm run bench -- --against REF, with this
// checkout's packages hard-linked in.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localBuildEnv } from '../scripts/dev/local-build';
import { env, run } from '../scripts/dev/setup';

/** The full name of a commit, or a clear stop when git does not know it. */
function commitOf(ref: string): string {
  const result = spawnSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`git knows no commit "${ref}".`);
  return result.stdout.trim();
}

/**
 * Builds the site at `ref` and returns its export folder; rebuilt each run, as local SASes expire.
 */
export function buildOldSite(ref: string): string {
  const commit = commitOf(ref);
  const dir = join(tmpdir(), `consultant-site-${commit.slice(0, 12)}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  run('sh', ['-c', `git archive ${commit} | tar -x -C ${JSON.stringify(dir)}`]);
  run('cp', ['-al', 'node_modules', join(dir, 'node_modules')]);
  console.log(`Building ${ref} (${commit.slice(0, 12)}) in ${dir}`);
  run('npm', ['run', 'build'], {
    cwd: dir,
    env: { ...env, ...localBuildEnv() },
  });
  const out = join(dir, 'out');
  if (!existsSync(out)) throw new Error(`${ref} built no out/ folder.`);
  return out;
}
