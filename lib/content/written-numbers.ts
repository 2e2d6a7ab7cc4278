// Numbers as an author writes them by habit (a date, 10 000, 10.000, 3,5, 010000), read from the
// file's text: JSON either cannot read them or, for a thousands dot, quietly reads another number.
import { getNodePath, type Node, parseTree } from 'jsonc-parser';

const PLAIN = 'write a plain number, such as 2019 / 10000';

const SEPARATED = /-?\d+(?:[ \t]*[-/.][ \t]*\d+|[ \t]+\d+|,\d+)+/y;

/** JSON reads 010000 as two numbers: 0, then 10000. */
const LEADING_ZERO = /-?0\d+/y;

const inNumber = (text: string, at: number) =>
  /[-/.\d \t]/.test(text[at]!) || (text[at] === ',' && /\d/.test(text[at + 1] ?? ''));

export function separatedNumberAt(
  text: string,
  offset: number,
): { start: number; reason: string } | undefined {
  let start = offset;
  while (start > 0 && inNumber(text, start - 1)) start -= 1;
  while (start < offset && /[ \t]/.test(text[start]!)) start += 1;
  SEPARATED.lastIndex = start;
  const match = SEPARATED.exec(text);
  if (match && start + match[0].length > offset)
    return { start, reason: `${match[0]} is not one number: ${PLAIN}` };
  LEADING_ZERO.lastIndex = start;
  const zero = LEADING_ZERO.exec(text);
  if (zero && start + zero[0].length > offset)
    return { start, reason: `write ${Number(zero[0])}, with no leading zero` };
  return undefined;
}

const THOUSANDS_DOT = /^-?\d{1,3}(\.\d{3})+$/;

function numbers(node: Node): Node[] {
  return node.type === 'number' ? [node] : (node.children ?? []).flatMap(numbers);
}

export function thousandsDots(text: string): { path: PropertyKey[]; reason: string }[] {
  const tree = parseTree(text);
  if (!tree) return [];
  return numbers(tree).flatMap((node) => {
    const written = text.slice(node.offset, node.offset + node.length);
    if (!THOUSANDS_DOT.test(written)) return [];
    return [{ path: getNodePath(node), reason: `${written} is read as ${node.value}: ${PLAIN}` }];
  });
}
