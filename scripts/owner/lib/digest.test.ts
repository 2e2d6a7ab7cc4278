/** @jest-environment node */
import { describe, expect, test } from '@jest/globals';
import { digestText } from './digest';
import { newRequestsFilter, digestState, withDigestState } from './digest-state';

const NOW = new Date('2026-11-24T10:41:00Z');
const SINCE = '2026-11-24T09:40:00.000Z';

describe('digestText', () => {
  test('counts the new requests since the last run', () => {
    expect(digestText({ count: 3, since: SINCE, warnings: [], now: NOW })).toBe(
      '3 new contact requests since 2026-11-24 09:40 UTC — run `npm run inbox`.',
    );
  });

  test('the first digest counts what is in the table', () => {
    expect(digestText({ count: 1, warnings: [], now: NOW })).toMatch(
      /^1 new contact request in the table — run `npm run inbox`\./,
    );
  });

  test('from 10,000 on, says that it may be a flood', () => {
    const text = digestText({ count: 10_000, since: SINCE, warnings: [], now: NOW });
    expect(text).toMatch(/^10,000 new contact requests since 2026-11-24 09:40 UTC/);
    expect(text).toContain('Possibly a flood');
    expect(digestText({ count: 9_999, warnings: [], now: NOW })).not.toContain('flood');
  });

  test('a scan that ran out of time says so, with what it read, even when it read nothing', () => {
    const text = digestText({ count: 0, complete: false, since: SINCE, warnings: [], now: NOW });
    expect(text).toMatch(/^Scan incomplete: 0 new contact requests read since 2026-11-24 09:40/);
    expect(text).toContain('the next run goes on where it stopped');
  });

  test('says nothing when nothing is new and no warning is due', () => {
    expect(digestText({ count: 0, since: SINCE, warnings: [], now: NOW })).toBeUndefined();
    const warnedAnHourAgo = { noticed: '2026-11-24T09:41:00Z', warnings: ['Purge failed'] };
    expect(digestText({ count: 0, ...warnedAnHourAgo, now: NOW })).toBeUndefined();
  });

  test('repeats a warning a day after the last digest', () => {
    const text = digestText({
      count: 0,
      noticed: '2026-11-23T10:41:00Z',
      warnings: ['The daily purge failed.'],
      now: NOW,
    });
    expect(text).toBe('⚠ The daily purge failed.');
  });

  test('holds only counts and times', () => {
    expect(digestText({ count: 2, warnings: [], now: NOW })).not.toMatch(/@|name|phone|remark/i);
  });
});

describe('the state in the digest issue’s body', () => {
  const BODY = 'Notices of new contact requests.\n';

  test('is added after the owner’s text, then replaced in place', () => {
    const first = withDigestState(BODY, { until: SINCE, noticed: '2026-11-24T09:41:00.000Z' });
    expect(first).toBe(
      'Notices of new contact requests.\n\n' +
        '<!-- contact-notice until=2026-11-24T09:40:00.000Z noticed=2026-11-24T09:41:00.000Z -->\n',
    );
    expect(digestState(first)).toEqual({ until: SINCE, noticed: '2026-11-24T09:41:00.000Z' });
    const second = withDigestState(first, { until: '2026-11-24T10:40:00.000Z' });
    expect(second.match(/contact-notice/g)).toHaveLength(1);
    expect(second.startsWith(BODY)).toBe(true);
    expect(digestState(second)).toEqual({ until: '2026-11-24T10:40:00.000Z' });
  });

  test('keeps a window only partly read, with where to go on, until it is read to its end', () => {
    const unfinished = { window: '2026-11-24T10:40:00.000Z', next: 'eyJuZXh0UGFy+/=' };
    const body = withDigestState(BODY, { until: SINCE, unfinished });
    expect(digestState(body)).toEqual({ until: SINCE, unfinished });
    expect(digestState(withDigestState(body, { until: unfinished.window }))).toEqual({
      until: unfinished.window,
    });
  });

  test('is empty before the first run, and nothing but a time is read as one', () => {
    expect(digestState(BODY)).toEqual({});
    expect(digestState(undefined)).toEqual({});
    expect(digestState("<!-- contact-notice until=2026-11-24T09:17:03Z' or true -->")).toEqual({});
  });
});

test('the filter counts a window: after the last run’s end, up to this run’s, at full precision', () => {
  expect(newRequestsFilter('2026-11-24T09:17:03.1234567Z', '2026-11-24T10:40:00.000Z')).toBe(
    "Timestamp gt datetime'2026-11-24T09:17:03.1234567Z' and " +
      "Timestamp le datetime'2026-11-24T10:40:00.000Z'",
  );
  expect(newRequestsFilter(undefined, '2026-11-24T10:40:00.000Z')).toBe(
    "Timestamp le datetime'2026-11-24T10:40:00.000Z'",
  );
});
