// The check of the message catalogs, from their text to every problem found.
import { compareKeys } from './catalog-keys';
import { comparePlaceholders } from './catalog-placeholders';
import { type Catalog, type CatalogText, readCatalog } from './catalog-read';
import type { Problem } from '@/lib/content/problem';

// `known` holds the keys the site reads (the catalogs' JSON Schema); the first catalog is the
// reference for `{placeholders}` and `<tags>`.
export function checkCatalogs(
  texts: readonly CatalogText[],
  known: string[],
  codeWords?: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  const catalogs = texts.map((text) => readCatalog(text, problems));
  const read = catalogs.filter((catalog): catalog is Catalog => catalog !== undefined);
  if (read.length !== catalogs.length) return problems;
  compareKeys(read, known, problems, codeWords);
  const [reference] = read;
  if (reference) for (const catalog of read) comparePlaceholders(reference, catalog, problems);
  return problems;
}
