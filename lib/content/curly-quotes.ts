// Finds a curly quote typed where JSON needs a straight one: word processors and phone keyboards
// curl quotes, and an author sees a quote there all the same.

const CURLY = /[“”„‟‘’‚‛]/;

const reason = (quote: string) =>
  `a curly quote (${quote}) where JSON needs a straight double quote: type " instead ` +
  '(keys and texts go between straight double quotes)';

/** Also one meant to close a text a straight quote opened, which then runs to its line's end. */
export function curlyQuoteAt(text: string, offset: number, error: string) {
  const at = text[offset] ?? '';
  if (CURLY.test(at)) return { offset, reason: reason(at) };
  if (error !== 'UnexpectedEndOfString') return undefined;
  const lineEnd = text.indexOf('\n', offset);
  const rest = text.slice(offset + 1, lineEnd === -1 ? undefined : lineEnd);
  const closing = /[”’‟‛](?=\s*[,:}\]]?\s*$)/.exec(rest);
  return closing ? { offset: offset + 1 + closing.index, reason: reason(closing[0]) } : undefined;
}
