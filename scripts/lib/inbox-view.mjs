// How `npm run inbox` shows the contact requests (see contact-rows.mjs): newest first, as a text
// table or as CSV.
import { toCsv } from './csv.mjs';

// Anyone can post, so nothing that steers the terminal reaches the screen: control characters
// (escape codes), and the bidirectional and zero-width characters that make text look like
// something else (a name shown backwards, a hidden word).
const UNSEEN = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const BLANK = /[\u0000-\u001f\u007f-\u009f\s]+/g;

export function oneLine(value, max) {
  const flat = value.replace(UNSEEN, '').replace(BLANK, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const pad = (number) => String(number).padStart(2, '0');
/** Local date and time to the minute, e.g. 2026-11-22 14:05; `?` when the row has none. */
export function localTime(date) {
  if (!date) return '?';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const COLUMNS = [
  ['Received', (row) => localTime(row.received)],
  ['Name', (row) => oneLine(row.name, 30)],
  ['Company', (row) => oneLine(row.company, 30)],
  ['Phone', (row) => oneLine(row.phone, 20)],
  ['E-mail', (row) => oneLine(row.email, 40)],
  ['CV', (row) => row.cv],
  ['Remarks', (row) => oneLine(row.remarks, 50)],
];

/** Rows as aligned text columns under a header. */
function textTable(columns, rows) {
  const lines = [
    columns.map(([title]) => title),
    ...rows.map((row) => columns.map(([, cell]) => cell(row))),
  ];
  const widths = columns.map((_, index) => Math.max(...lines.map((cells) => cells[index].length)));
  lines.splice(
    1,
    0,
    widths.map((width) => '-'.repeat(width)),
  );
  return lines
    .map((cells) =>
      cells
        .map((cell, index) => cell.padEnd(widths[index]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The requests as aligned text columns under a header; remarks and long values shortened. */
export const requestTable = (rows) => textTable(COLUMNS, rows);

const OTHER_COLUMNS = [
  ['Received', (row) => localTime(row.received)],
  ['PartitionKey', (row) => oneLine(row.partition, 20)],
  ['RowKey', (row) => oneLine(row.id, 40)],
  ['Why it is not a request from the form', (row) => oneLine(row.reason, 80)],
];

/** Rows the form did not write, with their real keys and the reason, for the owner to look at. */
export const otherRowsTable = (rows) => textTable(OTHER_COLUMNS, rows);

/** The requests as CSV, in full: UTC time, every field, remarks unshortened, the row key. */
export function requestCsv(rows) {
  return toCsv([
    ['received', 'name', 'company', 'phone', 'email', 'cv', 'remarks', 'id'],
    ...rows.map((row) => [
      row.received?.toISOString() ?? '',
      row.name,
      row.company,
      row.phone,
      row.email,
      row.cv,
      row.remarks,
      row.id,
    ]),
  ]);
}
