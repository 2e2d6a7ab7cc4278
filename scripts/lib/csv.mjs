// CSV for spreadsheets (RFC 4180). The cells come from a public form, so a cell that a
// spreadsheet would run as a formula (=, +, -, @ …) is prefixed with an apostrophe; a phone
// number such as +31612345678 stays as it is.

const FORMULA = /^[=+\-@\t\r]/;
const PHONE = /^\+\d+$/;

// Control characters (terminal escape codes among them) other than tab and line breaks.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** One cell: control characters dropped, formulas defused, quoted when it holds , " or a break. */
export function csvCell(value) {
  let text = String(value ?? '').replace(CONTROL, '');
  if (FORMULA.test(text) && !PHONE.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as CSV text, each line ended by CRLF. */
export function toCsv(rows) {
  return rows.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}
