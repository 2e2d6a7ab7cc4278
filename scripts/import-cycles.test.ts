/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// No module imports itself through others, type-only imports included: a cycle makes the order
// modules load in matter, and a reader cannot tell which of the two comes first.

const ROOT = join(__dirname, '..');
const FOLDERS = ['app', 'components', 'i18n', 'lib', 'scripts', 'lab', 'e2e'];
const SOURCE = /\.(ts|tsx|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === '__fixtures__' ? [] : sources(path);
    return SOURCE.test(name) && !name.endsWith('.d.mts') ? [path] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : undefined;
  return (
    base &&
    EXTENSIONS.map((extension) => base + extension).find(
      (path) => existsSync(path) && statSync(path).isFile(),
    )
  );
}

/** Each module's imports (static, dynamic, type-only and re-exports) within the repository. */
function importGraph(): Map<string, string[]> {
  const files = FOLDERS.flatMap((folder) => sources(join(ROOT, folder)));
  const pattern = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g;
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const imports = [...text.matchAll(pattern)]
        .map((match) => resolve(file, (match[1] ?? match[2])!))
        .filter((path): path is string => path !== undefined);
      return [file, imports];
    }),
  );
}

function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found.map((cycle) => cycle.map((file) => relative(ROOT, file)));
}

it('finds a cycle where there is one', () => {
  const graph = new Map([
    ['/a.ts', ['/b.ts']],
    ['/b.ts', ['/c.ts']],
    ['/c.ts', ['/a.ts']],
  ]);
  expect(cycles(graph)).toHaveLength(1);
});

it('has no import cycle', () => {
  expect(cycles(importGraph()).map((cycle) => cycle.join(' → '))).toEqual([]);
});
