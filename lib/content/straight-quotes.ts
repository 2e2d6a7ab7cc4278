// Finds a straight double quote typed inside a text: JSON ends the text there, so the words after
// it read as a mistake of their own.

const REASON = 'a " ended this text here: write \\" or use curly quotes “ ” inside a text';

/** When the parser stumbled on words right after a text, and a `"` ends them later on the line. */
export function straightQuoteAt(text: string, offset: number) {
  const at = text[offset] ?? '';
  if (at === '' || /[\s",:{}[\]]/.test(at)) return undefined;
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = /"[ \t]*$/.exec(text.slice(lineStart, offset));
  const lineEnd = text.indexOf('\n', offset);
  const after = text.slice(offset, lineEnd === -1 ? undefined : lineEnd);
  if (!before || !after.includes('"')) return undefined;
  return { offset: lineStart + before.index, reason: REASON };
}
