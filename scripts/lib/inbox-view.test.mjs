/** @jest-environment node */
import { describe, expect, test } from '@jest/globals';
import { localTime, oneLine, requestCsv, requestRows, requestTable } from './inbox-view.mjs';

const entity = (timestamp, fields) => ({
  etag: 'W/"x"',
  partitionKey: 'contact',
  rowKey: `row-${timestamp}`,
  timestamp,
  ...fields,
});

const ENTITIES = [
  entity('2026-11-20T09:00:00.0000000Z', {
    contactName: 'Anna de Vries',
    contactCompany: 'Voorbeeld B.V.',
    contactPhone: '+31612345678',
    contactMail: 'anna@example.com',
    contactQuestion: 'Short question',
    sendCV: true,
  }),
  entity('2026-11-21T09:00:00.0000000Z', {
    contactName: 'Bram',
    contactMail: 'bram@example.com',
    contactQuestion: `A long question\non two lines ${'x'.repeat(80)}`,
    sendCV: false,
  }),
];

describe('requestRows', () => {
  test('lists the newest request first, with every field as text', () => {
    const rows = requestRows(ENTITIES);
    expect(rows.map((row) => row.name)).toEqual(['Bram', 'Anna de Vries']);
    expect(rows[1]).toEqual({
      received: new Date('2026-11-20T09:00:00Z'),
      name: 'Anna de Vries',
      company: 'Voorbeeld B.V.',
      phone: '+31612345678',
      email: 'anna@example.com',
      cv: 'yes',
      remarks: 'Short question',
      id: 'row-2026-11-20T09:00:00.0000000Z',
    });
    expect(rows[0]).toMatchObject({ company: '', phone: '', cv: 'no' });
  });

  test('reads a CV wish stored as text too', () => {
    expect(requestRows([entity('2026-11-20T09:00:00Z', { sendCV: 'true' })])[0]?.cv).toBe('yes');
  });
});

describe('oneLine', () => {
  test('joins lines and shortens with an ellipsis', () => {
    expect(oneLine('one\ntwo\r\n  three', 50)).toBe('one two three');
    expect(oneLine('abcdefghij', 5)).toBe('abcd…');
    expect(oneLine('abcde', 5)).toBe('abcde');
  });

  test('drops terminal escape codes and other control characters', () => {
    expect(oneLine('\u001b[2Jcleared\u0007 screen\u009b', 50)).toBe('[2Jcleared screen');
  });
});

test('localTime shows the local date and time to the minute', () => {
  expect(localTime(new Date(2026, 0, 5, 7, 3, 59))).toBe('2026-01-05 07:03');
});

test('requestTable aligns a header and one shortened line per request', () => {
  const lines = requestTable(requestRows(ENTITIES)).split('\n');
  expect(lines).toHaveLength(4);
  expect(lines[0]).toMatch(/^Received +Name +Company +Phone +E-mail +CV +Remarks$/);
  expect(lines[1]).toMatch(/^-+( +-+){6}$/);
  expect(lines[2]).toContain('bram@example.com');
  expect(lines[2]).toContain('A long question on two lines xxx');
  expect(lines[2]).toMatch(/x…$/);
  expect(lines[3]).toMatch(
    /Anna de Vries +Voorbeeld B\.V\. +\+31612345678 +anna@example\.com +yes +Short question$/,
  );
  // Columns line up: every line has its e-mail column at the same place.
  const emailColumn = lines[0].indexOf('E-mail');
  expect(lines[2].indexOf('bram@')).toBe(emailColumn);
  expect(lines[3].indexOf('anna@')).toBe(emailColumn);
});

test('requestTable of no requests is just the header', () => {
  expect(requestTable([]).split('\n')).toHaveLength(2);
});

test('requestCsv writes every request in full with UTC times and row keys', () => {
  const csv = requestCsv(requestRows(ENTITIES));
  expect(csv.split('\r\n')[0]).toBe('received,name,company,phone,email,cv,remarks,id');
  expect(csv).toContain(
    `2026-11-21T09:00:00.000Z,Bram,,,bram@example.com,no,"A long question\non two lines ${'x'.repeat(80)}",row-2026-11-21T09:00:00.0000000Z\r\n`,
  );
  expect(csv).toContain(
    '2026-11-20T09:00:00.000Z,Anna de Vries,Voorbeeld B.V.,+31612345678,anna@example.com,yes,Short question,',
  );
});
