// The repository's files as git sees them: tracked, or new and not ignored, deleted ones left out.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function gitRepository(): { files: string[] } {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file && existsSync(file));
  return { files: [...new Set(files)] };
}
