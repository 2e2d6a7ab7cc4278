// The check of the message catalogs, from their text to every problem found.
import { compareKeys } from './catalog-keys';
import { comparePlaceholders } from './catalog-placeholders';
import { type Catalog, type CatalogText, readCatalog } from './catalog-read';
import type { Problem } from '@/lib/content/problem';

/**
 * Checks the message catalogs: JSON syntax, every message a non-empty text whose { } and tags
 * parse, the same keys in every language and no key the site does not read (`known`, from the
 * catalogs' JSON Schema), and the same `{placeholders}` and `<tags>` as the first catalog.
 */
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
