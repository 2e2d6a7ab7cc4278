/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { UsageError } from './owner-args';
import { purgeOptions } from './purge-args';

// NOW is 2026-05-31: the promise keeps everything received after 2026-02-28T10:00Z, 3 calendar
// months back, and a newer cutoff needs --force, except in a dry run.
const NOW = new Date('2026-05-31T10:00:00Z');

test.each([
  [[], false, '2026-02-28T10:00:00Z'],
  [['--dry-run', '--before', '2026-01-01'], true, '2026-01-01T00:00:00Z'],
  [['--before', '2026-02-28T10:00:00Z'], false, '2026-02-28T10:00:00Z'],
  [['--before', '2026-04-01', '--force'], false, '2026-04-01T00:00:00Z'],
  [['--before', '2026-04-01', '--dry-run'], true, '2026-04-01T00:00:00Z'],
  [['--before', '2026-05-31T09:00:00Z', '--force'], false, '2026-05-31T09:00:00Z'],
])('purgeOptions(%j) is dryRun %s, cutoff %s', (argv, dryRun, cutoff) => {
  expect(purgeOptions(argv, NOW)).toEqual({ dryRun, cutoff: new Date(cutoff) });
});

test.each([
  [['--before', '2026-04-01'], /younger than 3 months[\s\S]*--dry-run[\s\S]*--force/],
  [['--before', '2026-02-28T10:00:01Z'], /younger than 3 months/],
  [['--force'], /--force goes with --before/],
  [['--before', '2026-06-01'], /in the future[\s\S]*a time with its zone \(2026-11-24T15:00:00Z\)/],
  [['--all'], /--all/],
  [['now'], /now/],
])('purgeOptions refuses %j', (argv, reason) => {
  expect(() => purgeOptions(argv, NOW)).toThrow(UsageError);
  expect(() => purgeOptions(argv, NOW)).toThrow(reason);
});
