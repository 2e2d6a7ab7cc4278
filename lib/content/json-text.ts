// Reads a hand-edited JSON file and says where a typing mistake is, in plain words.
import {
  findNodeAtLocation,
  type Node,
  type ParseError,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser';
import { curlyQuoteAt } from './curly-quotes';
import { firstDuplicateKey } from './duplicate-keys';
import { straightQuoteAt } from './straight-quotes';
import { separatedNumberAt } from './written-numbers';

export type Position = { line: number; column: number };

export type JsonText =
  | { ok: true; data: unknown; locate: (path: readonly PropertyKey[]) => Position }
  | { ok: false; position: Position; reason: string };

const REASONS: Record<string, string> = {
  UnexpectedEndOfString:
    'the text that starts here has no closing double quote (") before the end of its line',
  CommaExpected: 'a comma (,) is missing before this',
  ColonExpected: 'a colon (:) is missing between the key and its value',
  PropertyNameExpected: 'expected a key in double quotes, such as "title"',
  ValueExpected:
    'expected a value: a text in double quotes, a number, true, false, a list [ ] or an object { }',
  CloseBraceExpected: 'a } is missing: an object { is not closed',
  CloseBracketExpected: 'a ] is missing: a list [ is not closed',
  EndOfFileExpected: 'the file goes on after its last closing bracket: remove what follows',
  InvalidSymbol: 'unexpected character: keys and texts need double quotes (")',
  InvalidCommentToken: 'JSON files cannot hold comments',
  UnexpectedEndOfComment: 'JSON files cannot hold comments',
  InvalidEscapeCharacter:
    'a backslash (\\) starts an escape such as \\n or \\": write \\\\ for a backslash itself',
  InvalidCharacter: 'a text cannot hold a line break or a tab: write \\n or \\t',
  InvalidNumberFormat: 'not a number as JSON writes it, such as 4 or 2019',
};

const EMPTY = 'the file is empty';

/** A file's text without the byte-order mark some editors write first: it is no part of the JSON. */
export const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');
const BOOLEAN_CASE = 'write true or false in lower case';

function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

function trailingComma(text: string, offset: number): number | undefined {
  if (text[offset] !== '}' && text[offset] !== ']') return undefined;
  const comma = text.slice(0, offset).trimEnd().length - 1;
  return text[comma] === ',' ? comma : undefined;
}

function syntaxProblem(text: string, error: ParseError): JsonText {
  const comma = trailingComma(text, error.offset);
  if (comma !== undefined)
    return {
      ok: false,
      position: positionAt(text, comma),
      reason: `a comma after the last entry: remove this comma (JSON allows none before ${text[error.offset]})`,
    };
  // A date or a spaced number reads as two values, so the parser would ask for a comma.
  const number = separatedNumberAt(text, error.offset);
  if (number) return { ok: false, position: positionAt(text, number.start), reason: number.reason };
  const curly = curlyQuoteAt(text, error.offset, printParseErrorCode(error.error));
  if (curly) return { ok: false, position: positionAt(text, curly.offset), reason: curly.reason };
  const straight = straightQuoteAt(text, error.offset);
  if (straight)
    return { ok: false, position: positionAt(text, straight.offset), reason: straight.reason };
  // A true or false in capitals (True, FALSE); a lower-case one there only lacks its comma.
  const word = /^(?:true|false)\b/i.exec(text.slice(error.offset))?.[0];
  if (word && word !== word.toLowerCase())
    return { ok: false, position: positionAt(text, error.offset), reason: BOOLEAN_CASE };
  return {
    ok: false,
    position: positionAt(text, error.offset),
    reason: REASONS[printParseErrorCode(error.error)] ?? 'this is not valid JSON',
  };
}

/** A missing key is shown at its object. */
function nearest(tree: Node, path: readonly PropertyKey[]): Node {
  for (let length = path.length; length > 0; length -= 1) {
    const segments = path
      .slice(0, length)
      .map((key) => (typeof key === 'number' ? key : String(key)));
    const node = findNodeAtLocation(tree, segments);
    // A key's own place, not its value's, so that an editor jumps to the line that names it.
    if (node) return node.parent?.type === 'property' ? node.parent : node;
  }
  return tree;
}

/** Only the first syntax error: after it a parser only guesses, so later ones would mislead. */
export function parseJsonText(text: string): JsonText {
  const source = withoutBom(text);
  if (source.trim() === '') return { ok: false, position: { line: 1, column: 1 }, reason: EMPTY };
  const errors: ParseError[] = [];
  const tree = parseTree(source, errors, { allowTrailingComma: false, disallowComments: true });
  const first = errors[0];
  if (first) return syntaxProblem(source, first);
  if (!tree) return { ok: false, position: { line: 1, column: 1 }, reason: EMPTY };
  const twice = firstDuplicateKey(tree);
  if (twice)
    return {
      ok: false,
      position: positionAt(source, twice.offset),
      reason:
        `the key ${JSON.stringify(twice.key)} is written twice in this object (also on line ` +
        `${positionAt(source, twice.firstOffset).line}): JSON keeps only the last; keep one`,
    };
  return {
    ok: true,
    data: JSON.parse(source) as unknown,
    locate: (path) => positionAt(source, nearest(tree, path).offset),
  };
}
