/** @jest-environment node */
import { describe, expect, test } from '@jest/globals';
import { dateOption, inboxOptions, UsageError } from './owner-args';

const USAGE = 'Usage: npm run purge [-- --before DATE]';
const before = (value: string, edge?: 'start' | 'end') => dateOption('before', value, USAGE, edge);

describe('dateOption', () => {
  test('reads a day as its first or last second in UTC', () => {
    expect(before('2027-06-30').toISOString()).toBe('2027-06-30T00:00:00.000Z');
    expect(before('2027-06-30', 'end').toISOString()).toBe('2027-06-30T23:59:59.000Z');
  });

  test('reads a time with its zone', () => {
    expect(before('2027-06-30T12:00:00+02:00').toISOString()).toBe('2027-06-30T10:00:00.000Z');
    expect(before('2027-06-30T12:00Z').toISOString()).toBe('2027-06-30T12:00:00.000Z');
  });

  test.each(['2027-02-30', '2027-13-01', '30-06-2027', 'next year', '2027-06-30T12:00:00', ''])(
    'refuses %j',
    (value) => {
      expect(() => before(value)).toThrow(UsageError);
      // Named by its option, with the command's usage to follow.
      expect(() => before(value)).toThrow(`--before ${value} is not a date`);
      expect(() => before(value)).toThrow(USAGE);
    },
  );
});

describe('inboxOptions', () => {
  test('shows a table unless --csv is given', () => {
    expect(inboxOptions([])).toEqual({ csv: false });
    expect(inboxOptions(['--csv'])).toEqual({ csv: true });
  });

  test('refuses unknown options with the usage', () => {
    expect(() => inboxOptions(['--json'])).toThrow(/--json[\s\S]*Usage: npm run inbox/);
  });
});
