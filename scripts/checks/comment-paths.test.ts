/** @jest-environment node */
import { deadNames, type Repository } from './comment-paths';

const FILES = ['lib/greeting.ts', 'lib/content/index.ts', 'e2e/home.spec.ts', 'next.config.mjs'];
const repo: Repository = {
  has: (path) => FILES.some((file) => file === path || file.startsWith(`${path}/`)),
  ignored: (path) => path.startsWith('out/'),
  names: new Set(FILES.map((file) => file.slice(file.lastIndexOf('/') + 1))),
  roots: new Set(['lib', 'e2e', 'next.config.mjs']),
  scripts: new Set(['check', 'bench:flood']),
};
const dead = (comment: string, file = 'lib/content/index.ts') =>
  deadNames(repo, file, comment).map(({ name, reason }) => `${name}: ${reason}`);

it('names a path of the repository that does not exist', () => {
  expect(
    dead('// The rule is in scripts/build/table-url/table-url.ts, beside lib/greeting.ts.'),
  ).toEqual(['scripts/build/table-url/table-url.ts: no such file or folder']);
});

it('names a folder, a relative path and a module path that do not exist', () => {
  expect(dead('// see scripts/lib/ and e2e/')).toEqual(['scripts/lib/: no such file or folder']);
  expect(dead('/* ../greeting.ts and ./load.ts */')).toEqual(['./load.ts: no such file or folder']);
  expect(dead('// import from @/lib/content or @/lib/contents')).toEqual([
    '@/lib/contents: no such module',
  ]);
});

it('names a file given without its folder that is nowhere in the repository', () => {
  expect(dead('// next.config.mjs reads it; so did wire-entities.mjs')).toEqual([
    'wire-entities.mjs: no file of that name',
  ]);
});

it('names an npm script that package.json does not have', () => {
  expect(dead('// npm run check: …; npm run --silent bench:flood; npm run recipes.')).toEqual([
    'npm run recipes: no such npm script',
  ]);
});

it('leaves alone URLs, build output, globs, product names and words with slashes', () => {
  const comment = [
    '// https://example.com/lib/nothing.ts, out/en/index.html, e2e/*.spec.ts, lib/{a,b}.ts',
    '// Node.js and Next.js, read/write, application/json, `@mui/material/Box`',
  ].join('\n');
  expect(dead(comment)).toEqual([]);
});
