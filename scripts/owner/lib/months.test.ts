/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { monthsBefore } from './months';

test.each([
  ['2026-08-15T10:30:00.000Z', 3, '2026-05-15T10:30:00.000Z'],
  ['2026-01-15T00:00:00.000Z', 3, '2025-10-15T00:00:00.000Z'],
  ['2026-03-31T23:59:59.999Z', 3, '2025-12-31T23:59:59.999Z'],
  ['2026-05-31T12:00:00.000Z', 3, '2026-02-28T12:00:00.000Z'],
  ['2028-05-31T12:00:00.000Z', 3, '2028-02-29T12:00:00.000Z'],
  ['2026-07-31T08:00:00.000Z', 3, '2026-04-30T08:00:00.000Z'],
  ['2026-05-28T08:00:00.000Z', 3, '2026-02-28T08:00:00.000Z'],
  ['2026-02-28T08:00:00.000Z', 3, '2025-11-28T08:00:00.000Z'],
  ['2026-03-31T00:00:00.000Z', 25, '2024-02-29T00:00:00.000Z'],
])('%s less %d calendar months is %s, the date given left unchanged', (now, months, cutoff) => {
  const date = new Date(now);
  expect(monthsBefore(date, months).toISOString()).toBe(cutoff);
  expect(date.toISOString()).toBe(now);
});
