// How `npm run inbox` shows the contact requests: newest first, as a text table or as CSV.
import { toCsv } from './csv.mjs';

const text = (value) => (value === undefined || value === null ? '' : String(value));

/** Table entities (as @azure/data-tables lists them) as requests, newest first. */
export function requestRows(entities) {
  return entities
    .map((entity) => ({
      received: new Date(entity.timestamp),
      name: text(entity.contactName),
      company: text(entity.contactCompany),
      phone: text(entity.contactPhone),
      email: text(entity.contactMail),
      cv: entity.sendCV === true || entity.sendCV === 'true' ? 'yes' : 'no',
      remarks: text(entity.contactQuestion),
      id: text(entity.rowKey),
    }))
    .sort((a, b) => b.received.getTime() - a.received.getTime());
}

// Anyone can post, so control characters (a terminal's escape codes) never reach the screen.
export function oneLine(value, max) {
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const pad = (number) => String(number).padStart(2, '0');
/** Local date and time to the minute, e.g. 2026-11-22 14:05. */
export function localTime(date) {
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

/** The requests as aligned text columns under a header; remarks and long values shortened. */
export function requestTable(rows) {
  const lines = [
    COLUMNS.map(([title]) => title),
    ...rows.map((row) => COLUMNS.map(([, cell]) => cell(row))),
  ];
  const widths = COLUMNS.map((_, index) => Math.max(...lines.map((cells) => cells[index].length)));
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

/** The requests as CSV, in full: UTC time, every field, remarks unshortened, the row key. */
export function requestCsv(rows) {
  return toCsv([
    ['received', 'name', 'company', 'phone', 'email', 'cv', 'remarks', 'id'],
    ...rows.map((row) => [
      row.received.toISOString(),
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
