// Edits a JSON file's text as a person does in an editor: the rest of the file stays as written.
import { findNodeAtLocation, type Node, parseTree, type Segment } from 'jsonc-parser';

export type { Segment };

function nodeAt(text: string, path: Segment[]): Node {
  const tree = parseTree(text);
  const node = tree && findNodeAtLocation(tree, path);
  if (!node) throw new Error(`no value at ${JSON.stringify(path)} in:\n${text}`);
  return node;
}

/** The text with the value at `path` overwritten by `typed`, as the author types it. */
export function replaceValue(text: string, path: Segment[], typed: string): string {
  const { offset, length } = nodeAt(text, path);
  return text.slice(0, offset) + typed + text.slice(offset + length);
}

/** The indentation of the line a place is on. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/**
 * The text with `pasted` after the last entry of the list at `path`, as a person adds one: a comma
 * after that entry, Enter (the editor indents the new line as the entry's), then the page's text
 * pasted as the page shows it, its later lines at the page's own indentation.
 */
export function pasteEntry(text: string, path: Segment[], pasted: string): string {
  const list = nodeAt(text, path);
  const last = list.children?.at(-1);
  if (!last) throw new Error(`the list at ${JSON.stringify(path)} is empty`);
  const end = last.offset + last.length;
  const typed = `,\n${indentAt(text, last.offset)}${pasted.trim()}`;
  return text.slice(0, end) + typed + text.slice(end);
}

/**
 * The text with the line of the key at `path` replaced by `line`, as a person selects that line
 * from its first character to its end and pastes the page's line over it.
 */
export function replaceLine(text: string, path: Segment[], line: string): string {
  const key = nodeAt(text, path).parent;
  if (key?.type !== 'property') throw new Error(`${JSON.stringify(path)} is no key`);
  const start = key.offset;
  const lineEnd = text.indexOf('\n', start);
  const end = lineEnd === -1 ? text.length : lineEnd;
  // A file saved with Windows line endings keeps its \r before the \n.
  const kept = text[end - 1] === '\r' ? end - 1 : end;
  return text.slice(0, start) + line.trim() + text.slice(kept);
}

/** Each value an example gives, by its path, as the page writes it (the example shows part of a file). */
export function valuesOf(example: string): { path: Segment[]; typed: string }[] {
  const walk = (node: Node, path: Segment[]): { path: Segment[]; typed: string }[] => {
    if (node.type === 'object')
      return (node.children ?? []).flatMap(({ children: [key, value] = [] }) =>
        key && value ? walk(value, [...path, String(key.value)]) : [],
      );
    return [{ path, typed: example.slice(node.offset, node.offset + node.length) }];
  };
  const tree = parseTree(example);
  if (!tree) throw new Error(`not JSON:\n${example}`);
  return walk(tree, []);
}
