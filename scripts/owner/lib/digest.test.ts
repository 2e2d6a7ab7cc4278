/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { digestText } from './digest';
import { newRequestsFilter, digestState, withDigestState } from './digest-state';

const NOW = new Date('2026-11-24T10:41:00Z');
const SINCE = '2026-11-24T09:40:00.000Z';
const AFTER = 'since 2026-11-24 09:40 UTC';
const INBOX = ' — run `npm run inbox`.';
const FLOOD =
  '\nPossibly a flood: look with `npm run inbox`; the purge and what to do are in docs/owner/abuse.md.';

test.each([
  [{ count: 3, since: SINCE }, `3 new contact requests ${AFTER}${INBOX}`],
  [{ count: 1 }, `1 new contact request in the table${INBOX}`],
  [{ count: 9_999 }, `9,999 new contact requests in the table${INBOX}`],
  [{ count: 10_000, since: SINCE }, `10,000 new contact requests ${AFTER}${INBOX}${FLOOD}`],
  // Out of time, even having read nothing.
  [
    { count: 0, complete: false, since: SINCE },
    `Scan incomplete: 0 new contact requests read ${AFTER} before this run's time was up; the next run goes on where it stopped.${FLOOD}`,
  ],
  [{ count: 0, since: SINCE }, undefined],
  // A warning is repeated a day after the last digest, not before.
  [{ count: 0, noticed: '2026-11-24T09:41:00Z', warnings: ['Purge failed.'] }, undefined],
  [{ count: 0, noticed: '2026-11-23T10:41:00Z', warnings: ['Purge failed.'] }, '⚠ Purge failed.'],
])('the digest of %j', (given, text) => {
  expect(digestText({ warnings: [], now: NOW, ...given })).toBe(text);
});

const BODY = 'Notices of new contact requests.\n';

test('the state in the issue’s body: none at first, added after the owner’s text, replaced', () => {
  expect(digestState(BODY)).toEqual({});
  expect(digestState(undefined)).toEqual({});
  // Nothing but a time is read as one.
  expect(digestState("<!-- contact-notice until=2026-11-24T09:17:03Z' or true -->")).toEqual({});
  const first = withDigestState(BODY, { until: SINCE, noticed: '2026-11-24T09:41:00.000Z' });
  expect(first).toBe(
    'Notices of new contact requests.\n\n' +
      '<!-- contact-notice until=2026-11-24T09:40:00.000Z noticed=2026-11-24T09:41:00.000Z -->\n',
  );
  expect(digestState(first)).toEqual({ until: SINCE, noticed: '2026-11-24T09:41:00.000Z' });
  // A window only partly read keeps where to go on, until it is read to its end.
  const unfinished = { window: '2026-11-24T10:40:00.000Z', next: 'eyJuZXh0UGFy+/=' };
  const second = withDigestState(first, { until: SINCE, unfinished });
  expect(second.match(/contact-notice/g)).toHaveLength(1);
  expect(second.startsWith(BODY)).toBe(true);
  expect(digestState(second)).toEqual({ until: SINCE, unfinished });
  const third = withDigestState(second, { until: unfinished.window });
  expect(digestState(third)).toEqual({ until: unfinished.window });
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
