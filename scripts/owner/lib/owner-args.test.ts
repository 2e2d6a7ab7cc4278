/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { dateOption, inboxOptions, UsageError } from './owner-args';

const USAGE = 'Usage: npm run purge [-- --before DATE]';
const before = (value: string, edge?: 'start' | 'end') => dateOption('before', value, USAGE, edge);

test.each([
  // A day is its first or last second in UTC; a time needs its zone.
  ['2027-06-30', 'start', '2027-06-30T00:00:00.000Z'],
  ['2027-06-30', 'end', '2027-06-30T23:59:59.000Z'],
  ['2027-06-30T12:00:00+02:00', 'start', '2027-06-30T10:00:00.000Z'],
  ['2027-06-30T12:00Z', 'end', '2027-06-30T12:00:00.000Z'],
] as const)('dateOption reads %s as the %s: %s', (value, edge, iso) => {
  expect(before(value, edge).toISOString()).toBe(iso);
});

test.each(['2027-02-30', '2027-13-01', '30-06-2027', 'next year', '2027-06-30T12:00:00', ''])(
  'dateOption refuses %j, named by its option, with the command’s usage to follow',
  (value) => {
    expect(() => before(value)).toThrow(UsageError);
    expect(() => before(value)).toThrow(`--before ${value} is not a date`);
    expect(() => before(value)).toThrow(USAGE);
  },
);

test('inboxOptions shows a table unless --csv is given, and refuses others with the usage', () => {
  expect(inboxOptions([])).toEqual({ csv: false });
  expect(inboxOptions(['--csv'])).toEqual({ csv: true });
  expect(() => inboxOptions(['--json'])).toThrow(/--json[\s\S]*Usage: npm run inbox/);
});
