/** @jest-environment node */
import { expect, test } from '@jest/globals';
import type { ContactRequest } from '@/lib/contact/table-row';
import { contactRow } from '@/lib/contact/sample.test-utils';
import { readContactRows } from './contact-rows';
import { localTime, oneLine, otherRowsTable, requestCsv, requestTable } from './inbox-view';

const stored = (received: string, changes: Partial<ContactRequest>) => ({
  ...contactRow(changes, `row-${received}`),
  Timestamp: received,
});

const { requests: ROWS } = readContactRows([
  stored('2026-11-21T09:00:00.000Z', {
    name: 'Bram',
    company: '',
    phone: '',
    email: 'bram@example.com',
    remarks: `A long question\non two lines ${'x'.repeat(80)}`,
    sendCV: false,
  }),
  stored('2026-11-20T09:00:00.000Z', {
    name: 'Anna de Vries',
    company: 'Voorbeeld B.V.',
    phone: '+31612345678',
    email: 'anna@example.com',
    remarks: 'Short question',
    sendCV: true,
  }),
]);

test.each([
  ['one\ntwo\r\n  three', 50, 'one two three'],
  ['abcdefghij', 5, 'abcd…'],
  ['abcde', 5, 'abcde'],
  // Terminal escape codes and other control characters.
  ['\u001b[2Jcleared\u0007 screen\u009b', 50, '[2Jcleared screen'],
  // U+202E shows the rest backwards ("Anna" reading as "annA gpj.exe"), U+2066-2069 isolate,
  // U+200B-U+200D and U+FEFF are invisible, U+200E/F and U+061C are direction marks.
  ['Anna\u202egpj.exe\u202c', 50, 'Annagpj.exe'],
  ['\u2066ad\u200bmin\u2069\u200d\ufeff\u200e\u200f\u061c', 50, 'admin'],
])('oneLine(%j, %d) is %j', (value, max, line) => {
  expect(oneLine(value, max)).toBe(line);
});

test('requestTable aligns a header and one shortened line per request, if any', () => {
  const lines = requestTable(ROWS).split('\n');
  expect(lines).toHaveLength(4);
  expect(lines[0]).toMatch(/^Received +Name +Company +Phone +E-mail +CV +Remarks$/);
  expect(lines[1]).toMatch(/^-+( +-+){6}$/);
  expect(lines[2]).toContain('A long question on two lines xxx');
  expect(lines[2]).toMatch(/x…$/);
  expect(lines[3]).toMatch(
    /Anna de Vries +Voorbeeld B\.V\. +\+31612345678 +anna@example\.com +yes +Short question$/,
  );
  // Columns line up: every line has its e-mail column at the same place.
  const emailColumn = lines[0]?.indexOf('E-mail');
  expect(lines[2]?.indexOf('bram@')).toBe(emailColumn);
  expect(lines[3]?.indexOf('anna@')).toBe(emailColumn);
  expect(requestTable([]).split('\n')).toHaveLength(2);
  // Local date and time to the minute, or ? without one.
  expect(localTime(new Date(2026, 0, 5, 7, 3, 59))).toBe('2026-01-05 07:03');
  expect(localTime(undefined)).toBe('?');
});

test('requestCsv writes every request in full with UTC times and row keys', () => {
  const csv = requestCsv(ROWS);
  expect(csv.split('\r\n')[0]).toBe('received,name,company,phone,email,cv,remarks,id');
  expect(csv).toContain(
    `2026-11-21T09:00:00.000Z,Bram,,,bram@example.com,no,"A long question\non two lines ${'x'.repeat(80)}",row-2026-11-21T09:00:00.000Z\r\n`,
  );
  expect(csv).toContain(
    '2026-11-20T09:00:00.000Z,Anna de Vries,Voorbeeld B.V.,+31612345678,anna@example.com,yes,Short question,',
  );
});

test('otherRowsTable shows the real keys and the reason, safe for the terminal', () => {
  const lines = otherRowsTable([
    {
      received: undefined,
      partition: 'contact',
      id: 'evil\u001b[2J\u202eid',
      reason: 'it has properties the form never sends: rowKey',
    },
  ]).split('\n');
  expect(lines[0]).toMatch(
    /^Received +PartitionKey +RowKey +Why it is not a request from the form$/,
  );
  expect(lines[2]).toMatch(
    /^\? +contact +evil \[2Jid +it has properties the form never sends: rowKey$/,
  );
});
