/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { ROW_FIELDS, type ContactRequest } from '@/lib/contact/table-row';
import { contactRow, sampleRequest } from '@/lib/contact/sample.test-utils';
import { notFormReason, readContactRows, type WireEntity } from './contact-rows';
import { requestCsv } from './inbox-view';

/** The form's row as the table service sends it back, with `wire` properties over it. */
const formRow = (
  timestamp: string,
  changes: Partial<ContactRequest> = {},
  wire: WireEntity = {},
): WireEntity => ({
  'odata.etag': 'W/"x"',
  ...contactRow(changes, `row-${timestamp}`),
  Timestamp: timestamp,
  ...wire,
});

// As the first version of the form stored it: frozen, whatever the form writes today.
const FIRST_VERSION_ROW: WireEntity = {
  'odata.etag': 'W/"y"',
  PartitionKey: 'contact',
  RowKey: 'first-version',
  Timestamp: '2026-01-05T09:00:00.0000000Z',
  contactName: 'Anna de Vries',
  contactCompany: '',
  contactPhone: '+31612345678',
  contactMail: 'anna@example.com',
  contactQuestion: 'Een vraag.',
  sendCV: false,
};

test.each([
  ['no e-mail', { contactMail: undefined }, 'contactMail is missing or not string'],
  ['a number for text', { contactName: 42 }, 'contactName is missing or not string'],
  ['text for the CV wish', { sendCV: 'true' }, 'sendCV is missing or not boolean'],
])('notFormReason names %s', (_, wire, reason) => {
  expect(notFormReason(formRow('2026-11-20T09:00:00Z', {}, wire))).toBe(reason);
});

test('readContactRows lists requests newest first, old ones too, and sets apart the others', () => {
  const spoofing = {
    PartitionKey: 'contact',
    RowKey: 'real-key',
    Timestamp: '2026-11-22T09:00:00Z',
    rowKey: 'spoofed-key',
    timestamp: 'not a date',
    contactName: { nested: true },
  };
  const elsewhere = { PartitionKey: 'x', RowKey: 'y', Timestamp: 'soon' };
  const { requests, others } = readContactRows([
    formRow('2026-11-20T09:00:00.0000000Z', { sendCV: true, company: 'Voorbeeld B.V.' }),
    spoofing,
    FIRST_VERSION_ROW,
    formRow('2026-11-21T09:00:00.0000000Z', { name: 'Bram', sendCV: false }),
    elsewhere,
  ]);
  // With the keys and date the service gave.
  expect(requests.map((request) => request.name)).toEqual([
    'Bram',
    sampleRequest().name,
    'Anna de Vries',
  ]);
  expect(requests[1]).toMatchObject({
    received: new Date('2026-11-20T09:00:00Z'),
    id: 'row-2026-11-20T09:00:00.0000000Z',
    company: 'Voorbeeld B.V.',
    email: sampleRequest().email,
    sendCV: 'yes',
  });
  expect(requests[0]?.sendCV).toBe('no');
  // A row stored before a field was added is a request all the same, that field empty.
  const old = requests[2];
  expect(old).toMatchObject({ id: 'first-version', sendCV: 'no' });
  for (const [property, field] of Object.entries(ROW_FIELDS))
    if (!(property in FIRST_VERSION_ROW)) expect(old?.[field]).toBe('');
  expect(requestCsv([old!])).toContain(',Anna de Vries,');
  // Rows the form did not write, by their real keys, without crashing.
  expect(others).toEqual([
    {
      received: new Date('2026-11-22T09:00:00Z'),
      partition: 'contact',
      id: 'real-key',
      reason: 'it has properties the form never sends: rowKey, timestamp',
    },
    // Without a readable date it has none, rather than an invalid one.
    { received: undefined, partition: 'x', id: 'y', reason: 'its PartitionKey is not "contact"' },
  ]);
});
