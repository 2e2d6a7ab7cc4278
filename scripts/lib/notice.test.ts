/** @jest-environment node */
import { describe, expect, test } from '@jest/globals';
import { newRequestsFilter, noticeBody, noticeMarker, warnings } from './notice';

const NOW = new Date('2026-11-24T10:41:00Z');
const MARKED = 'Earlier notice\n\n<!-- contact-notice until=2026-11-24T09:17:03.1234567Z -->';

describe('noticeBody', () => {
  test('counts the new requests since the last notice and keeps the newest one’s Timestamp', () => {
    const body = noticeBody({
      count: 3,
      latest: '2026-11-24T10:02:59.7654321Z',
      previousBody: MARKED,
      previousAt: '2026-11-24T09:41:00Z',
      warnings: [],
      now: NOW,
    });
    expect(body).toBe(
      '3 new contact requests since 2026-11-24 09:17 UTC — run `npm run inbox`.\n\n' +
        '<!-- contact-notice until=2026-11-24T10:02:59.7654321Z -->',
    );
    expect(noticeMarker(body)).toBe('2026-11-24T10:02:59.7654321Z');
  });

  test('the first notice counts what is in the table', () => {
    const body = noticeBody({
      count: 1,
      latest: '2026-11-24T10:00:00.0000000Z',
      warnings: [],
      now: NOW,
    });
    expect(body).toMatch(/^1 new contact request in the table — run `npm run inbox`\./);
  });

  test('says nothing when nothing is new and no warning is due', () => {
    expect(noticeBody({ count: 0, previousBody: MARKED, warnings: [], now: NOW })).toBeUndefined();
    const warnedAnHourAgo = { previousAt: '2026-11-24T09:41:00Z', warnings: ['Purge failed'] };
    expect(
      noticeBody({ count: 0, previousBody: MARKED, ...warnedAnHourAgo, now: NOW }),
    ).toBeUndefined();
  });

  test('repeats a warning a day later, keeping the marker where it was', () => {
    const body = noticeBody({
      count: 0,
      previousBody: MARKED,
      previousAt: '2026-11-23T10:41:00Z',
      warnings: ['The daily purge failed.'],
      now: NOW,
    });
    expect(body).toBe(
      '⚠ The daily purge failed.\n\n<!-- contact-notice until=2026-11-24T09:17:03.1234567Z -->',
    );
  });

  test('holds only counts and times', () => {
    const body = noticeBody({ count: 2, latest: '2026-11-24T10:00:00Z', warnings: [], now: NOW });
    expect(body).not.toMatch(/@|name|phone|remark/i);
  });
});

test('the filter keeps the marker’s full precision, so the last request counted is not counted again', () => {
  expect(newRequestsFilter('2026-11-24T09:17:03.1234567Z')).toBe(
    "Timestamp gt datetime'2026-11-24T09:17:03.1234567Z'",
  );
  expect(newRequestsFilter(undefined)).toBeUndefined();
  expect(
    noticeMarker("<!-- contact-notice until=2026-11-24T09:17:03Z' or true -->"),
  ).toBeUndefined();
});

describe('warnings', () => {
  const ran = (createdAt: string, conclusion = 'success') => [{ createdAt, conclusion }];

  test.each([
    [
      'a purge that failed',
      { purgeRuns: ran('2026-11-24T03:17:00Z', 'failure') },
      /purge failed on 2026-11-24 03:17 UTC/,
    ],
    [
      'a purge that stopped',
      { purgeRuns: ran('2026-09-01T03:17:00Z') },
      /not run since 2026-09-01 03:17 UTC: GitHub stops/,
    ],
    ['a purge that never ran', { purgeRuns: [] }, /never run/],
    [
      'a SAS that expires within 30 days',
      { siteSasExpiry: '2026-12-10T00:00:00Z' },
      /expires on 2026-12-10 00:00 UTC, in 16 day\(s\)/,
    ],
    ['a SAS that expired', { siteSasExpiry: '2026-11-01' }, /has expired/],
  ])('names %s', (_, given, expected) => {
    expect(warnings({ ...given, now: NOW })).toEqual([expect.stringMatching(expected)]);
  });

  test('says nothing of a purge that ran last night and a SAS good for months', () => {
    expect(
      warnings({ purgeRuns: ran('2026-11-24T03:17:00Z'), siteSasExpiry: '2027-06-30', now: NOW }),
    ).toEqual([]);
    expect(warnings({ now: NOW })).toEqual([]);
  });
});
