// CSV for spreadsheets (RFC 4180). Cells come from a public form, so a formula start after a cell's
// start or any , ; tab or line break gets an apostrophe: some reader splits on each of them, and
// drops the quotes that open what it takes for a cell. The visitor's text is kept as sent: the
// apostrophe is the only character added.

/**
 * What a spreadsheet may skip, or a reader not see, before a formula: white space but tabs and
 * line breaks, and invisible characters (zero-width, joiners, direction marks, fillers).
 */
const BLANKS = '[^\\S\\t\\r\\n]|\\p{Default_Ignorable_Code_Point}';
/** A formula's first sign, its full-width and small forms too (＝＋－＠, ﹦﹢﹣﹫). */
const SIGN = '[=+\\-@\\uff1d\\uff0b\\uff0d\\uff20\\ufe66\\ufe62\\ufe63\\ufe6b]';
const LEAD = `(?:${BLANKS}|")*`;
const FORMULA_START = new RegExp(`^${LEAD}(?:${SIGN}|[\\t\\r])`, 'u');
const FORMULA_AFTER_SPLIT = new RegExp(`([,;\\t\\r\\n])(?=${LEAD}${SIGN})`, 'gu');
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
