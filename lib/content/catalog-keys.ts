// Compares the keys of the catalogs with each other and with the keys the site reads.
import { closest } from './author-words';
import type { Catalog } from './catalog-read';
import { jsonPath, type Problem } from './problem';

/** The keys a JSON Schema of a catalog lists (messages/catalog.schema.json). */
export function keysOfSchema(schema: unknown, path: string[] = []): string[] {
  const properties = (schema as { properties?: Record<string, unknown> }).properties;
  if (!properties) return [path.join('.')];
  return Object.entries(properties).flatMap(([key, child]) =>
    path.length === 0 && key === '$schema' ? [] : keysOfSchema(child, [...path, key]),
  );
}

function suggestion(key: string, candidates: string[]): string {
  const match = closest(key, candidates);
  return match ? `: did you mean ${match}?` : '';
}

/** Keys one catalog has and the other lacks, named at the catalog that differs. */
export function compareKeys(catalogs: Catalog[], known: string[], problems: Problem[]) {
  const everywhere = (key: string) => catalogs.every((catalog) => catalog.leaves.has(key));
  const anywhere = (key: string) => catalogs.some((catalog) => catalog.leaves.has(key));
  for (const catalog of catalogs)
    for (const other of catalogs.filter((c) => c !== catalog))
      for (const [key, leaf] of other.leaves)
        if (!catalog.leaves.has(key))
          problems.push({
            file: catalog.file,
            position: catalog.locate(leaf.path),
            path: jsonPath(leaf.path),
            reason: `missing: ${other.file} has this key; add it here in this language too`,
          });
  const unread = [...(catalogs[0]?.leaves.keys() ?? [])].filter(
    (key) => everywhere(key) && !known.includes(key),
  );
  const gone = known.filter((key) => !anywhere(key));
  const inEvery = (key: string, reason: string) => {
    for (const catalog of catalogs) {
      const path = key.split('.');
      problems.push({
        file: catalog.file,
        position: catalog.locate(path),
        path: jsonPath(path),
        reason,
      });
    }
  };
  for (const key of unread)
    inEvery(
      key,
      `the site has no text called ${key}${suggestion(key, gone)} (a new key also needs code that shows it)`,
    );
  for (const key of gone) inEvery(key, 'missing: the site shows this text; add it back');
}
