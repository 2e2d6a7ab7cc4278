/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { waysToHold } from './workflow-reads';

test('reads a condition as the ways it can hold, comparisons as written', () => {
  expect(waysToHold("${{ a == 'x' && (b == 'y' || c != 'z') }}")).toEqual([
    ["a == 'x'", "b == 'y'"],
    ["a == 'x'", "c != 'z'"],
  ]);
  expect(waysToHold("failure() && needs.e2e.result == 'a && b'")).toEqual([
    ['failure()', "needs.e2e.result == 'a && b'"],
  ]);
  expect(() => waysToHold('a && (b')).toThrow('a bracket is not closed');
  expect(() => waysToHold('a & b')).toThrow('cannot read');
});
