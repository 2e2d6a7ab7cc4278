// Compares the keys of the catalogs with each other and with the keys the site reads.
import { closest } from '@/lib/content/author-words';
import type { Catalog } from './catalog-read';
import { shownInCode } from './code-words';
import { jsonPath, type Problem } from '@/lib/content/problem';

export const CATALOG_SCHEMA = 'messages/catalog.schema.json';

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

// A key the others lack and the site does not read, but close to one they have: a misspelling.
function misspellings(catalogs: Catalog[], known: string[]): Map<Catalog, Map<string, string>> {
  const found = new Map<Catalog, Map<string, string>>();
  for (const catalog of catalogs) {
    const others = catalogs.filter((c) => c !== catalog);
    const lacking = known.filter(
      (key) => !catalog.leaves.has(key) && others.some((other) => other.leaves.has(key)),
    );
    const own = new Map<string, string>();
    for (const key of catalog.leaves.keys()) {
      if (known.includes(key) || others.some((other) => other.leaves.has(key))) continue;
      const match = closest(key, lacking);
      if (match) own.set(key, match);
    }
    found.set(catalog, own);
  }
  return found;
}

/** Keys one catalog has and the other lacks, named at the catalog that differs. */
export function compareKeys(
  catalogs: Catalog[],
  known: string[],
  problems: Problem[],
  codeWords: ReadonlySet<string> = new Set(),
) {
  const everywhere = (key: string) => catalogs.every((catalog) => catalog.leaves.has(key));
  const anywhere = (key: string) => catalogs.some((catalog) => catalog.leaves.has(key));
  const misspelt = misspellings(catalogs, known);
  const misspeltIn = (catalog: Catalog) => misspelt.get(catalog) ?? new Map<string, string>();
  for (const catalog of catalogs) {
    const own = misspeltIn(catalog);
    const meant = new Set(own.values());
    for (const [key, match] of own) {
      const path = catalog.leaves.get(key)?.path ?? key.split('.');
      problems.push({
        file: catalog.file,
        position: catalog.locate(path),
        path: jsonPath(path),
        reason: `the site has no text called ${key}${suggestion(key, [match])}`,
      });
    }
    for (const other of catalogs.filter((c) => c !== catalog))
      for (const [key, leaf] of other.leaves)
        if (!catalog.leaves.has(key) && !meant.has(key) && !misspeltIn(other).has(key))
          problems.push({
            file: catalog.file,
            position: catalog.locate(leaf.path),
            path: jsonPath(leaf.path),
            reason: `missing: ${other.file} has this key; add it here in this language too`,
          });
  }
  const unread = [...(catalogs[0]?.leaves.keys() ?? [])].filter(
    (key) => everywhere(key) && !known.includes(key),
  );
  const gone = known.filter((key) => !anywhere(key));
  const report = (key: string, reason: string, where = catalogs) => {
    const path = key.split('.');
    for (const catalog of where)
      problems.push({
        file: catalog.file,
        position: catalog.locate(path),
        path: jsonPath(path),
        reason,
      });
  };
  for (const key of unread) {
    const renamed = suggestion(key, gone);
    if (!renamed && shownInCode(key, codeWords))
      report(
        key,
        `new, and not yet in ${CATALOG_SCHEMA}: run npm run generate (the code that shows it is there)`,
        catalogs.slice(0, 1),
      );
    else
      report(
        key,
        `the site has no text called ${key}${renamed} (a new key also needs code that shows it)`,
      );
  }
  for (const key of gone) report(key, 'missing: the site shows this text; add it back');
}
