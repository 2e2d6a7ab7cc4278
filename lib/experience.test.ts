import { yearsSince } from './experience';

it('counts whole calendar years from the start year to the current year', () => {
  const now = new Date(2026, 10, 22);
  expect(yearsSince(1999, now)).toBe(27);
  expect(yearsSince(2019, now)).toBe(7);
  expect(yearsSince(2016, now)).toBe(10);
});

it('moves on at new year in the visitor’s time zone', () => {
  expect(yearsSince(2019, new Date(2026, 11, 31, 23, 59))).toBe(7);
  expect(yearsSince(2019, new Date(2027, 0, 1, 0, 0))).toBe(8);
});
