// Reads a message catalog as the checks compare it: every message by its key, with its place.
import { jsonPath, type Problem } from '@/lib/content/problem';
import { parseJsonText, type Position } from '@/lib/content/json-text';

/** A message catalog as read from disk. The first one given is the reference language. */
export type CatalogText = { file: string; text: string };

type Leaf = { key: string; path: string[]; value: unknown };
export type Catalog = {
  file: string;
  leaves: Map<string, Leaf>;
  locate: (path: string[]) => Position;
};

function leavesOf(value: unknown, path: string[] = []): Leaf[] {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, child]) =>
      path.length === 0 && key === '$schema' ? [] : leavesOf(child, [...path, key]),
    );
  return [{ key: path.join('.'), path, value }];
}

export function readCatalog({ file, text }: CatalogText, problems: Problem[]): Catalog | undefined {
  const json = parseJsonText(text);
  if (!json.ok) {
    problems.push({ file, position: json.position, reason: json.reason });
    return undefined;
  }
  const catalog = { file, leaves: new Map<string, Leaf>(), locate: json.locate };
  for (const leaf of leavesOf(json.data)) {
    const at = { file, position: json.locate(leaf.path), path: jsonPath(leaf.path) };
    if (typeof leaf.value !== 'string')
      problems.push({ ...at, reason: 'must be a text in double quotes' });
    else if (leaf.value.trim() === '') problems.push({ ...at, reason: 'is empty' });
    catalog.leaves.set(leaf.key, leaf);
  }
  return catalog;
}
