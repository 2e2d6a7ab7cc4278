// Compares the `{placeholders}` and `<tags>` of each message with the reference language's.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Catalog } from './catalog-read';
import { jsonPath, type Problem } from './problem';

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
export function comparePlaceholders(reference: Catalog, other: Catalog, problems: Problem[]) {
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
