/** @jest-environment node */
import { describe, expect, test } from '@jest/globals';
import { warnings } from './digest-warnings';

const NOW = new Date('2026-11-24T10:41:00Z');

describe('warnings', () => {
  const ran = (createdAt: string, conclusion = 'success') => [{ createdAt, conclusion }];

  test.each([
    [
      'a purge that failed',
      { purgeRuns: ran('2026-11-24T03:17:00Z', 'failure') },
      /purge failed on 2026-11-24 03:17 UTC/,
    ],
    [
      'a purge that was cancelled or timed out',
      { purgeRuns: ran('2026-11-24T03:17:00Z', 'cancelled') },
      /purge was cancelled or timed out on 2026-11-24 03:17 UTC/,
    ],
    [
      'a purge that ended otherwise',
      { purgeRuns: ran('2026-11-24T03:17:00Z', 'startup_failure') },
      /purge could not start/,
    ],
    [
      'a purge that stopped',
      { purgeRuns: ran('2026-09-01T03:17:00Z') },
      /not run since 2026-09-01 03:17 UTC: GitHub stops/,
    ],
    ['a purge that never ran', { purgeRuns: [] }, /never run/],
    [
      'its own last run, cancelled',
      { digestRuns: ran('2026-11-24T09:41:00Z', 'cancelled') },
      /previous digest, on 2026-11-24 09:41 UTC, was cancelled or timed out/,
    ],
    [
      'a SAS that expires within 30 days',
      { siteSasExpiry: '2026-12-10T00:00:00Z' },
      /expires on 2026-12-10 00:00 UTC, in 16 day\(s\)/,
    ],
    ['a SAS that expired', { siteSasExpiry: '2026-11-01' }, /has expired/],
    [
      "the previews' SAS, two weeks ahead",
      { previewSasExpiry: '2026-12-08T10:41:00Z' },
      /^The previews' SAS expires on 2026-12-08 10:41 UTC, in 14 day\(s\): .*npm run --silent sas -- --preview --days 30, with the preview storage account's connection string/,
    ],
    [
      "the previews' SAS, expired",
      { previewSasExpiry: '2026-11-24T10:00:00Z' },
      /^The previews' SAS has expired: every pull request's preview fails to build; .*PREVIEW_CONTACT_TABLE_URL/,
    ],
    [
      'a preview expiry that is no time',
      { previewSasExpiry: 'soon' },
      /repository variable PREVIEW_SAS_EXPIRES \(soon\) is not a time: .* printed after PREVIEW_SAS_EXPIRES=/,
    ],
  ])('names %s', (_, given, expected) => {
    expect(warnings({ ...given, now: NOW })).toEqual([expect.stringMatching(expected)]);
  });

  test('says nothing of jobs that ran and succeeded and a SAS good for months', () => {
    expect(
      warnings({
        purgeRuns: ran('2026-11-24T03:17:00Z'),
        digestRuns: ran('2026-11-24T09:41:00Z'),
        siteSasExpiry: '2027-06-30',
        now: NOW,
      }),
    ).toEqual([]);
    expect(warnings({ digestRuns: [], now: NOW })).toEqual([]);
    // A preview's SAS is short-lived: only its last two weeks are news.
    expect(warnings({ previewSasExpiry: '2026-12-09T10:41:00Z', now: NOW })).toEqual([]);
    expect(warnings({ siteSasExpiry: '2026-12-09T10:41:00Z', now: NOW })).toHaveLength(1);
    expect(warnings({ now: NOW })).toEqual([]);
  });
});
