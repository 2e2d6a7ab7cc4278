// CSV for spreadsheets (RFC 4180). The cells come from a public form, so a cell that a
// spreadsheet would run as a formula (=, +, -, @ …) is prefixed with an apostrophe; a phone
// number such as +31612345678 stays as it is.

const FORMULA = /^[=+\-@\t\r]/;
const PHONE = /^\+\d+$/;

/** One cell: formulas defused, quoted when it holds a comma, quote or line break. */
export function csvCell(value) {
  let text = String(value ?? '');
  if (FORMULA.test(text) && !PHONE.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as CSV text, each line ended by CRLF. */
export function toCsv(rows) {
  return rows.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}
