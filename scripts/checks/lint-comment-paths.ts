// Part of npm run lint: fails on each file, folder, module or npm script a comment names that
// does not exist.
import { readFileSync } from 'node:fs';
import { deadNames } from './comment-paths';
import { commentsOf } from './comments';
import { gitRepository } from './git-repository';

const CODE = /\.(?:ts|tsx|mts|mjs|cjs|js|jsx|ya?ml)$/;

const repo = gitRepository();
const files = repo.files.filter((file) => CODE.test(file));
const found: string[] = [];
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  for (const { start, text } of commentsOf(file, source)) {
    for (const { index, name, reason } of deadNames(repo, file, text)) {
      const before = source.slice(0, start + index).split('\n');
      const place = `${file}:${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
      found.push(`${place}: ${name}: ${reason}`);
    }
  }
}
if (found.length > 0) {
  console.error(
    `✖ Comments name what is not there:\n${found.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exitCode = 1;
} else console.log(`Comments in ${files.length} files name only what is there.`);
