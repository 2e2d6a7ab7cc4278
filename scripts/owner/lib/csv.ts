// CSV for spreadsheets (RFC 4180). The cells come from a public form, so text that a spreadsheet
// would run as a formula (=, +, -, @ …) gets an apostrophe in front: where the cell's first
// character other than a space starts a formula, and after every comma, semicolon, tab or line
// break followed by one too, because a reader that ignores quotes splits on commas, a spreadsheet
// set up for Dutch (or any language with a decimal comma) splits lines on semicolons, one may
// split on tabs, and a line break in a cell becomes a new row where quoting is ignored: `x,=1+1`,
// `x; =1+1` or `x\n=1+1` there would start a cell with a formula. A phone number such as
// +31612345678 stays as it is.

/** Spaces a spreadsheet may skip before a formula: any white space but tabs and line breaks. */
const BLANKS = '[^\\S\\t\\r\\n]*';
const FORMULA_START = new RegExp(`^${BLANKS}[=+\\-@\\t\\r]`);
const FORMULA_AFTER_SPLIT = new RegExp(`([,;\\t\\r\\n])(?=${BLANKS}[=+\\-@])`, 'g');
const PHONE = /^\+\d+$/;

// Control characters (terminal escape codes among them) other than tab and line breaks.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** What a cell may hold: text, or a number or yes/no written as text; nothing is an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;

/** One cell: control characters dropped, formulas defused, quoted when it holds , ; " or a break. */
export function csvCell(value: CsvValue): string {
  let text = String(value ?? '').replace(CONTROL, '');
  if (!PHONE.test(text)) {
    text = text.replace(FORMULA_AFTER_SPLIT, "$1'");
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as CSV text, each line ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}
