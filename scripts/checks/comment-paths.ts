// What a code comment names that a reader would look for: a repository path or an npm script,
// so npm run lint can name each one that leads nowhere.
import { dirname, join, normalize } from 'node:path';

/** What the repository holds, as the check sees it. */
export type Repository = {
  /** Whether a file or folder is in the repository, by its path from the root. */
  has: (path: string) => boolean;
  /** Whether a path is left out of the repository (.gitignore): a build's output, say. */
  ignored: (path: string) => boolean;
  /** The base names of all its files, for a name given without its folder. */
  names: ReadonlySet<string>;
  /** Its top-level files and folders: a path that starts with one names the repository. */
  roots: ReadonlySet<string>;
  /** The npm scripts of package.json. */
  scripts: ReadonlySet<string>;
};

/** A name in a comment that leads nowhere, and where it stands in that comment. */
export type DeadName = { index: number; name: string; reason: string };

const EXTENSION = /\.(?:ts|tsx|mts|mjs|cjs|js|jsx|json|jsonc|ya?ml|md|css|svg|png)$/;
// A path: segments with slashes, not part of a URL (`https://host/path`) or of a longer word.
const PATH = /(?<![\w@.:/~$-])(?:\.{1,2}\/)?(?:[\w.[\]-]+\/)+[\w.[\]-]*/g;
// An import path of the repository's own modules (`@/lib/content`).
const ALIAS = /(?<![\w.-])@\/[\w.[\]/-]+/g;
// A file named without its folder: `next.config.mjs`, `check.test.ts`.
const BARE = /(?<![\w@./:$-])[\w-]+(?:\.[\w-]+)*(?![\w/-])/g;
const NPM_RUN = /\bnpm run((?: --?[\w-]+)*) ([\w:.-]+)/g;
// Extensions an alias leaves out, as the bundler and tsconfig resolve them.
const MODULE_ENDINGS = ['', '.ts', '.tsx', '.json', '/index.ts', '/index.tsx'];

/** `lib/greeting.ts.` or `npm run check:` in a sentence: the stop or colon is the sentence's. */
const trimmed = (name: string) => name.replace(/[.:]+$/, '');
/** Whether a module path leads to a file, with or without the extension an import leaves out. */
const isModule = (repo: Repository, path: string) =>
  MODULE_ENDINGS.some((ending) => repo.has(path + ending));

function pathProblem(repo: Repository, file: string, path: string): string | undefined {
  const relative = path.startsWith('./') || path.startsWith('../');
  const target = relative ? normalize(join(dirname(file), path)) : path;
  const root = target.split('/')[0] ?? '';
  const named = relative || repo.roots.has(root) || EXTENSION.test(target) || target.endsWith('/');
  if (!named || isModule(repo, target.replace(/\/$/, ''))) return undefined;
  return repo.ignored(target) ? undefined : 'no such file or folder';
}

function bareProblem(repo: Repository, file: string, name: string): string | undefined {
  // Product names such as Node.js and Next.js are no files.
  if (!EXTENSION.test(name) || /^[A-Z][a-z]*\.js$/.test(name)) return undefined;
  if (repo.has(join(dirname(file), name)) || repo.names.has(name)) return undefined;
  return 'no file of that name';
}

/** Every name in `comment` (a comment of `file`) that leads nowhere. */
export function deadNames(repo: Repository, file: string, comment: string): DeadName[] {
  const dead: DeadName[] = [];
  const report = (index: number, name: string, reason: string | undefined) => {
    if (reason) dead.push({ index, name, reason });
  };
  for (const { index, 0: text } of comment.matchAll(PATH)) {
    report(index, trimmed(text), pathProblem(repo, file, trimmed(text)));
  }
  for (const { index, 0: text } of comment.matchAll(ALIAS)) {
    const found = isModule(repo, trimmed(text).slice(2));
    report(index, trimmed(text), found ? undefined : 'no such module');
  }
  for (const { index, 0: text } of comment.matchAll(BARE)) {
    report(index, text, bareProblem(repo, file, text));
  }
  for (const { index, 2: script } of comment.matchAll(NPM_RUN)) {
    const name = trimmed(script ?? '');
    report(index, `npm run ${name}`, repo.scripts.has(name) ? undefined : 'no such npm script');
  }
  return dead.sort((a, b) => a.index - b.index);
}
