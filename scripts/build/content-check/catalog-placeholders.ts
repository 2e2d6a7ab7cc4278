// Checks each message as next-intl will read it: its tags, its syntax, and its `{placeholders}`
// against the reference language's.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { RICH_TEXTS, siteTagsOf, tagsAllowedIn } from '@/lib/markup';
import type { Catalog } from './catalog-read';
import { plainTextReason, siteTagReason, tagsIn, unknownTagReason } from './markup-words';
import { jsonPath, type Problem } from '@/lib/content/problem';

/** The elements that name an argument: `{name}`, and `{n, number}` and the like. */
const ARGUMENT_TYPES = new Set<TYPE>([
  TYPE.argument,
  TYPE.number,
  TYPE.date,
  TYPE.time,
  TYPE.select,
  TYPE.plural,
]);

function placeholdersOf(elements: MessageFormatElement[]): string[] {
  const found = elements.flatMap((element): string[] => {
    const nested =
      'options' in element
        ? Object.values(element.options).flatMap((option) => placeholdersOf(option.value))
        : 'children' in element
          ? placeholdersOf(element.children)
          : [];
    if (ARGUMENT_TYPES.has(element.type) && 'value' in element)
      return [`{${String(element.value)}}`, ...nested];
    return nested;
  });
  return [...new Set(found)].sort();
}

const UNCLOSED = 'a { is not closed by }: a placeholder looks like {name}';

const MESSAGE_SYNTAX: Record<string, string> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: UNCLOSED,
  EXPECT_ARGUMENT_TYPE: UNCLOSED,
  UNMATCHED_CLOSING_TAG: 'a closing tag such as </b> has no opening tag',
  UNCLOSED_TAG: 'a tag such as <b> is not closed by </b>',
  EMPTY_ARGUMENT: 'an empty {} : write a name inside, such as {name}',
  MALFORMED_ARGUMENT: 'the name inside { } is not a plain word, such as {name}',
};

/** Why a message cannot be read; a `{` that no `}` closes is named as such, whatever follows it. */
function syntaxReason(message: string, error: unknown): string {
  const count = (brace: string) => message.split(brace).length - 1;
  if (count('{') > count('}')) return UNCLOSED;
  const kind = error instanceof Error ? error.message : String(error);
  return MESSAGE_SYNTAX[kind] ?? `the message's { } or tags do not match (${kind})`;
}

function placeholders(value: unknown): string[] | { error: string } {
  const message = String(value);
  try {
    return placeholdersOf(parse(message));
  } catch (error) {
    return { error: syntaxReason(message, error) };
  }
}

function markupReason(key: string, message: string): string | undefined {
  const tags = tagsIn(message);
  const allowed = tagsAllowedIn(key);
  const refused = tags.filter((tag) => !allowed.includes(tag));
  if (refused.length)
    return RICH_TEXTS.includes(key) ? unknownTagReason(refused) : plainTextReason(refused);
  const missing = siteTagsOf(key).filter((tag) => !tags.includes(tag));
  return missing.length ? siteTagReason(missing) : undefined;
}

const list = (items: string[]) => items.join(', ');

// Tags are named in the language that has them; placeholders are compared with the reference's.
export function comparePlaceholders(reference: Catalog, other: Catalog, problems: Problem[]) {
  for (const [key, leaf] of other.leaves) {
    const at = { file: other.file, position: other.locate(leaf.path), path: jsonPath(leaf.path) };
    const markup = markupReason(key, String(leaf.value));
    if (markup) {
      problems.push({ ...at, reason: markup });
      continue;
    }
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
