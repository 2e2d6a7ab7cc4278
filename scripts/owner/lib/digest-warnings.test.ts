/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { warnings } from './digest-warnings';

const NOW = new Date('2026-11-24T10:41:00Z');
const ran = (createdAt: string, conclusion = 'success') => [{ createdAt, conclusion }];
const TODAY = '2026-11-24T03:17:00Z';

test.each([
  [{ purgeRuns: ran(TODAY, 'failure') }, /purge failed on 2026-11-24 03:17 UTC/],
  [{ purgeRuns: ran(TODAY, 'cancelled') }, /purge was cancelled or timed out on 2026-11-24 03:17/],
  [{ purgeRuns: ran(TODAY, 'startup_failure') }, /purge could not start/],
  [{ purgeRuns: ran('2026-09-01T03:17:00Z') }, /not run since 2026-09-01 03:17 UTC: GitHub stops/],
  [{ purgeRuns: [] }, /never run/],
  [
    { digestRuns: ran('2026-11-24T09:41:00Z', 'cancelled') },
    /previous digest, on 2026-11-24 09:41 UTC, was cancelled or timed out/,
  ],
  [{ siteSasExpiry: '2026-12-10T00:00:00Z' }, /expires on 2026-12-10 00:00 UTC, in 16 day\(s\)/],
  [{ siteSasExpiry: '2026-11-01' }, /has expired/],
  [
    { previewSasExpiry: '2026-12-08T10:41:00Z' },
    /^The previews' SAS expires on 2026-12-08 10:41 UTC, in 14 day\(s\): .*npm run --silent sas -- --preview --days 30, with the preview storage account's connection string/,
  ],
  [
    { previewSasExpiry: '2026-11-24T10:00:00Z' },
    /^The previews' SAS has expired: every pull request's preview fails to build; .*PREVIEW_CONTACT_TABLE_URL/,
  ],
  [
    { previewSasExpiry: 'soon' },
    /repository variable PREVIEW_SAS_EXPIRES \(soon\) is not a time: .* printed after PREVIEW_SAS_EXPIRES=/,
  ],
])('warns of %j', (given, expected) => {
  expect(warnings({ ...given, now: NOW })).toEqual([expect.stringMatching(expected)]);
});

test('says nothing of jobs that ran and succeeded and a SAS good for months', () => {
  expect(
    warnings({
      purgeRuns: ran(TODAY),
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
