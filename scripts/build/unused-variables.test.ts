/** @jest-environment node */
import { expect, it } from '@jest/globals';
import { dropUnusedVariables } from './unused-variables';

it('keeps the custom properties a rule reads, directly or through another, and drops the rest', () => {
  const css =
    ':root{--a:red;--b:var(--c);--c:blue;--unused:green;--chain:var(--unused2);--unused2:1px}' +
    '[data-theme="dark"]{--a:pink;--unused:black}' +
    '.x{color:var(--a);border-color:var( --b )}';
  expect(dropUnusedVariables(css)).toBe(
    ':root{--a:red;--b:var(--c);--c:blue}' +
      '[data-theme="dark"]{--a:pink}' +
      '.x{color:var(--a);border-color:var( --b )}',
  );
});

it('drops a rule left with nothing in it, and keeps properties a fallback reads', () => {
  const css = '.only{--gone:1}.y{width:var(--w, var(--fallback))}:root{--w:1px;--fallback:2px}';
  expect(dropUnusedVariables(css)).toBe(
    '.y{width:var(--w, var(--fallback))}:root{--w:1px;--fallback:2px}',
  );
});
