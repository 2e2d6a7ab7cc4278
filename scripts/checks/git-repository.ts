// The repository as git sees it: its files (tracked, or new and not ignored) and what it ignores.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Repository } from './comment-paths';

const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8' });

/** The repository's files (deleted ones left out) and the facts the comment check reads. */
export function gitRepository(): Repository & { files: string[] } {
  const files = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .split('\0')
    .filter((file) => file && existsSync(file));
  const paths = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    parts.forEach((_, end) => paths.add(parts.slice(0, end + 1).join('/')));
  }
  const { scripts = {} } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return {
    files: [...new Set(files)],
    has: (path) => paths.has(path),
    // Asked only of the few paths that are not there; exit code 0 means ignored.
    ignored: (path) => spawnSync('git', ['check-ignore', '-q', '--no-index', path]).status === 0,
    names: new Set(files.map((file) => file.slice(file.lastIndexOf('/') + 1))),
    roots: new Set(files.map((file) => file.split('/')[0] ?? '')),
    scripts: new Set(Object.keys(scripts)),
  };
}
