// How `npm run inbox` shows the contact requests (see contact-rows.ts): newest first, as a text
// table or as CSV.
import type { ContactRequest } from '@/lib/contact/table-row';
import type { ContactRow, OtherRow } from './contact-rows';
import { toCsv } from './csv';

// Anyone can post, so nothing that steers the terminal reaches it: control characters and the
// bidirectional and zero-width characters that disguise text.
const UNSEEN = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const BLANK = /[\u0000-\u001f\u007f-\u009f\s]+/g;

export function oneLine(value: string, max: number): string {
  const flat = value.replace(UNSEEN, '').replace(BLANK, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const pad = (number: number) => String(number).padStart(2, '0');
/** Local date and time to the minute, e.g. 2026-11-22 14:05; `?` when the row has none. */
export function localTime(date: Date | undefined): string {
  if (!date) return '?';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A column of a text table: its title and a row's cell in it. */
type Column<Row> = readonly [title: string, cell: (row: Row) => string];

/** Each field of a request: its title in the table, its name in the CSV, its width in the table. */
const FIELDS = [
  { field: 'name', title: 'Name', csv: 'name', width: 30 },
  { field: 'company', title: 'Company', csv: 'company', width: 30 },
  { field: 'phone', title: 'Phone', csv: 'phone', width: 20 },
  { field: 'email', title: 'E-mail', csv: 'email', width: 40 },
  { field: 'sendCV', title: 'CV', csv: 'cv', width: 3 },
  { field: 'remarks', title: 'Remarks', csv: 'remarks', width: 50 },
] as const satisfies readonly {
  field: keyof ContactRequest;
  title: string;
  csv: string;
  width: number;
}[];

// A field of the form that the owner would not see fails the type check here.
type Unshown = Exclude<keyof ContactRequest, (typeof FIELDS)[number]['field']>;
const everyFieldShown: [Unshown] extends [never] ? true : false = true;
void everyFieldShown;

const COLUMNS: Column<ContactRow>[] = [
  ['Received', (row) => localTime(row.received)],
  ...FIELDS.map(({ field, title, width }): Column<ContactRow> => [
    title,
    (row) => oneLine(row[field], width),
  ]),
];

/** Rows as aligned text columns under a header. */
function textTable<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map(([title]) => title),
    ...rows.map((row) => columns.map(([, cell]) => cell(row))),
  ];
  // Every line has a cell in every column.
  const widths = columns.map((_, index) =>
    Math.max(...lines.map((cells) => cells[index]?.length ?? 0)),
  );
  lines.splice(
    1,
    0,
    widths.map((width) => '-'.repeat(width)),
  );
  return lines
    .map((cells) =>
      cells
        .map((cell, index) => cell.padEnd(widths[index] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The requests as aligned text columns under a header; remarks and long values shortened. */
export const requestTable = (rows: readonly ContactRow[]): string => textTable(COLUMNS, rows);

const OTHER_COLUMNS: Column<OtherRow>[] = [
  ['Received', (row) => localTime(row.received)],
  ['PartitionKey', (row) => oneLine(row.partition, 20)],
  ['RowKey', (row) => oneLine(row.id, 40)],
  ['Why it is not a request from the form', (row) => oneLine(row.reason, 80)],
];

/** Rows the form did not write, with their real keys and the reason, for the owner to look at. */
export const otherRowsTable = (rows: readonly OtherRow[]): string => textTable(OTHER_COLUMNS, rows);

/** The requests as CSV, in full: UTC time, every field, remarks unshortened, the row key. */
export function requestCsv(rows: readonly ContactRow[]): string {
  return toCsv([
    ['received', ...FIELDS.map(({ csv }) => csv), 'id'],
    ...rows.map((row) => [
      row.received?.toISOString() ?? '',
      ...FIELDS.map(({ field }) => row[field]),
      row.id,
    ]),
  ]);
}
