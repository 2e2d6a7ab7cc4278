/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { UsageError } from './owner-args';
import { purgeOptions } from './purge-args';

const NOW = new Date('2026-05-31T10:00:00Z');

test('purges what is older than 3 calendar months', () => {
  expect(purgeOptions([], NOW)).toEqual({
    dryRun: false,
    cutoff: new Date('2026-02-28T10:00:00Z'),
  });
});

test('--dry-run only shows, --before sets another cutoff', () => {
  expect(purgeOptions(['--dry-run', '--before', '2026-01-01'], NOW)).toEqual({
    dryRun: true,
    cutoff: new Date('2026-01-01T00:00:00Z'),
  });
});

test('a cutoff newer than 3 months needs --force, except in a dry run', () => {
  // NOW is 2026-05-31: the promise keeps everything received after 2026-02-28T10:00Z.
  expect(() => purgeOptions(['--before', '2026-04-01'], NOW)).toThrow(
    /younger than 3 months[\s\S]*--dry-run[\s\S]*--force/,
  );
  expect(() => purgeOptions(['--before', '2026-02-28T10:00:01Z'], NOW)).toThrow(UsageError);
  expect(purgeOptions(['--before', '2026-02-28T10:00:00Z'], NOW).cutoff).toEqual(
    new Date('2026-02-28T10:00:00Z'),
  );
  expect(purgeOptions(['--before', '2026-04-01', '--force'], NOW)).toEqual({
    dryRun: false,
    cutoff: new Date('2026-04-01T00:00:00Z'),
  });
  expect(purgeOptions(['--before', '2026-04-01', '--dry-run'], NOW).dryRun).toBe(true);
  expect(() => purgeOptions(['--force'], NOW)).toThrow('--force goes with --before');
});

test('refuses a cutoff in the future, unknown options and stray words', () => {
  expect(() => purgeOptions(['--before', '2026-06-01'], NOW)).toThrow(
    /in the future[\s\S]*a time with its zone \(2026-11-24T15:00:00Z\)/,
  );
  expect(purgeOptions(['--before', '2026-05-31T09:00:00Z', '--force'], NOW).cutoff).toEqual(
    new Date('2026-05-31T09:00:00Z'),
  );
  expect(() => purgeOptions(['--all'], NOW)).toThrow(UsageError);
  expect(() => purgeOptions(['now'], NOW)).toThrow(UsageError);
});
