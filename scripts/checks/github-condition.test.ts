/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { asRequired, requiredComparisons } from './github-condition';

test('each way a condition holds lists the comparisons it requires', () => {
  expect(requiredComparisons("github.ref == 'a' && github.actor == 'b'")).toEqual([
    ["github.ref == 'a'", "github.actor == 'b'"].map(asRequired),
  ]);
  expect(requiredComparisons("(github.ref == 'a' || github.ref == 'b') && env.x == 'c'")).toEqual([
    [asRequired("github.ref == 'a'"), asRequired("env.x == 'c'")],
    [asRequired("github.ref == 'b'"), asRequired("env.x == 'c'")],
  ]);
});

test('an || true, or any other branch, is a way that requires nothing of the others', () => {
  expect(requiredComparisons("github.ref == 'a' && env.x == 'c' || true")).toEqual([
    [asRequired("github.ref == 'a'"), asRequired("env.x == 'c'")],
    [],
  ]);
});

test('a comparison is the same whichever side each part is written on', () => {
  expect(asRequired("'main' == github['head_ref']")).toBe(asRequired("github.head_ref == 'main'"));
  expect(asRequired("'main' == github.head_ref")).not.toBe(asRequired("github.head_ref == 'Main'"));
});

test('only a plain == or != is a required comparison: negations and functions require nothing', () => {
  expect(requiredComparisons("!(github.ref == 'a')")).toEqual([[]]);
  expect(requiredComparisons("!(github.ref != 'a')")).toEqual([[]]);
  expect(requiredComparisons("contains(github.ref, 'a')")).toEqual([[]]);
  expect(() => asRequired('github.ref')).toThrow();
});

test('a != is required as written, never taken for the == of the same sides', () => {
  expect(requiredComparisons("github.ref != 'a' && github.actor == 'b'")).toEqual([
    [asRequired("'a' != github.ref"), asRequired("github.actor == 'b'")],
  ]);
  expect(asRequired("github.ref != 'a'")).not.toBe(asRequired("github.ref == 'a'"));
});
