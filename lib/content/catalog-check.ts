import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { closest } from './author-words';
import { parseJsonText, type Position } from './json-text';
import { jsonPath, type Problem } from './problem';

/** A message catalog as read from disk. The first one given is the reference language. */
export type CatalogText = { file: string; text: string };

type Leaf = { key: string; path: string[]; value: unknown };
type Catalog = { file: string; leaves: Map<string, Leaf>; locate: (path: string[]) => Position };

function leavesOf(value: unknown, path: string[] = []): Leaf[] {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, child]) =>
      path.length === 0 && key === '$schema' ? [] : leavesOf(child, [...path, key]),
    );
  return [{ key: path.join('.'), path, value }];
}

/** The keys a JSON Schema of a catalog lists (messages/catalog.schema.json). */
export function keysOfSchema(schema: unknown, path: string[] = []): string[] {
  const properties = (schema as { properties?: Record<string, unknown> }).properties;
  if (!properties) return [path.join('.')];
  return Object.entries(properties).flatMap(([key, child]) =>
    path.length === 0 && key === '$schema' ? [] : keysOfSchema(child, [...path, key]),
  );
}

/** The elements that name an argument: `{name}`, and `{n, number}` and the like. */
const ARGUMENT_TYPES = new Set<TYPE>([
  TYPE.argument,
  TYPE.number,
  TYPE.date,
  TYPE.time,
  TYPE.select,
  TYPE.plural,
]);

/** The `{name}` arguments and `<b>` tags a message uses, sorted. */
function placeholdersOf(elements: MessageFormatElement[]): string[] {
  const found = elements.flatMap((element): string[] => {
    const nested =
      'options' in element
        ? Object.values(element.options).flatMap((option) => placeholdersOf(option.value))
        : 'children' in element
          ? placeholdersOf(element.children)
          : [];
    if (element.type === TYPE.tag) return [`<${element.value}>`, ...nested];
    if (ARGUMENT_TYPES.has(element.type) && 'value' in element)
      return [`{${String(element.value)}}`, ...nested];
    return nested;
  });
  return [...new Set(found)].sort();
}

const MESSAGE_SYNTAX: Record<string, string> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: 'a { is not closed by }: a placeholder looks like {name}',
  EXPECT_ARGUMENT_TYPE: 'a { is not closed by }: a placeholder looks like {name}',
  UNMATCHED_CLOSING_TAG: 'a closing tag such as </b> has no opening tag',
  UNCLOSED_TAG: 'a tag such as <b> is not closed by </b>',
  EMPTY_ARGUMENT: 'an empty {} : write a name inside, such as {name}',
  MALFORMED_ARGUMENT: 'the name inside { } is not a plain word, such as {name}',
};

/** Reads one catalog: its syntax problem, or its messages by key with their own problems. */
function readCatalog({ file, text }: CatalogText, problems: Problem[]): Catalog | undefined {
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

function placeholders(value: unknown): string[] | { error: string } {
  try {
    return placeholdersOf(parse(String(value)));
  } catch (error) {
    const kind = error instanceof Error ? error.message : String(error);
    return { error: MESSAGE_SYNTAX[kind] ?? `the message's { } or tags do not match (${kind})` };
  }
}

const list = (items: string[]) => items.join(', ');

/** Problems of one key compared with the reference language's message. */
function comparePlaceholders(reference: Catalog, other: Catalog, problems: Problem[]) {
  for (const [key, leaf] of other.leaves) {
    const at = { file: other.file, position: other.locate(leaf.path), path: jsonPath(leaf.path) };
    const own = placeholders(leaf.value);
    if ('error' in own) {
      problems.push({ ...at, reason: own.error });
      continue;
    }
    const theirs = reference.leaves.get(key);
    if (other === reference || !theirs) continue;
    const expected = placeholders(theirs.value);
    if ('error' in expected) continue;
    const extra = own.filter((name) => !expected.includes(name));
    const dropped = expected.filter((name) => !own.includes(name));
    if (extra.length || dropped.length)
      problems.push({
        ...at,
        reason: [
          extra.length ? `uses ${list(extra)}, which ${reference.file} does not` : '',
          dropped.length ? `leaves out ${list(dropped)}, which ${reference.file} uses` : '',
        ]
          .filter(Boolean)
          .join('; '),
      });
  }
}

function suggestion(key: string, candidates: string[]): string {
  const match = closest(key, candidates);
  return match ? `: did you mean ${match}?` : '';
}

/** Keys one catalog has and the other lacks, named at the catalog that differs. */
function compareKeys(catalogs: Catalog[], known: string[], problems: Problem[]) {
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

/**
 * Checks the message catalogs: JSON syntax, every message a non-empty text whose { } and tags
 * parse, the same keys in every language and no key the site does not read (`known`, from the
 * catalogs' JSON Schema), and the same `{placeholders}` and `<tags>` as the first catalog.
 */
export function checkCatalogs(texts: readonly CatalogText[], known: string[]): Problem[] {
  const problems: Problem[] = [];
  const catalogs = texts.map((text) => readCatalog(text, problems));
  const read = catalogs.filter((catalog): catalog is Catalog => catalog !== undefined);
  if (read.length !== catalogs.length) return problems;
  compareKeys(read, known, problems);
  const [reference] = read;
  if (reference) for (const catalog of read) comparePlaceholders(reference, catalog, problems);
  return problems;
}
