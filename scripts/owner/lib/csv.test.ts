/** @jest-environment node */
import { describe, expect, test } from '@jest/globals';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  test.each([
    ['plain text', 'Anna de Vries', 'Anna de Vries'],
    ['a comma', 'Voorbeeld, B.V.', '"Voorbeeld, B.V."'],
    ['quotes', 'the "best" offer', '"the ""best"" offer"'],
    ['a line break', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a carriage return', 'a\r\nb', '"a\r\nb"'],
    ['an empty value', '', ''],
    ['a missing value', undefined, ''],
    ['a boolean', true, 'true'],
    ['a phone number', '+31612345678', '+31612345678'],
    ['a formula', '=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['a plus formula', '+cmd|calc', "'+cmd|calc"],
    ['a minus formula', '-2+3', "'-2+3"],
    ['an at formula', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab', '\t=1', `"'\t'=1"`],
    ['a formula after a semicolon', 'x;=1+1', `"x;'=1+1"`],
    ['formulas after semicolons and tabs', 'a;+1\t@b;-2', `"a;'+1\t'@b;'-2"`],
    ['a semicolon before text', 'x; y', '"x; y"'],
    ['a formula after a line break', 'Hello\n=HYPERLINK("x")', `"Hello\n'=HYPERLINK(""x"")"`],
    ['formulas after CRLF and CR', 'a\r\n+1\r-2\n@b', `"a\r\n'+1\r'-2\n'@b"`],
    ['a line break before text', 'line one\nline two', '"line one\nline two"'],
    ['text with a dash inside', 'Jan-Willem', 'Jan-Willem'],
    ['a formula behind a space', ' =1+1', "' =1+1"],
    ['a formula behind spaces and a no-break space', '  \u00a0@SUM(A1)', "'  \u00a0@SUM(A1)"],
    ['a formula after a comma', 'x,=1+1,', `"x,'=1+1,"`],
    ['a formula behind a space after a semicolon', 'x; -1', `"x;' -1"`],
    ['a comma before text', 'Voorbeeld, Amsterdam', '"Voorbeeld, Amsterdam"'],
    ['a signed number behind a space', ' +5', "' +5"],
  ])('writes %s', (_, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

test('toCsv ends every line with CRLF and keeps line breaks inside quoted cells', () => {
  expect(
    toCsv([
      ['name', 'remarks'],
      ['Anna', 'two\nlines'],
    ]),
  ).toBe('name,remarks\r\nAnna,"two\nlines"\r\n');
});

test('toCsv of no rows is empty', () => {
  expect(toCsv([])).toBe('');
});

it('drops terminal escape codes and other control characters from a cell', () => {
  expect(csvCell('Jan\u001b[2J\u001b]0;owned\u0007 Jansen\u009b')).toBe('"Jan[2J]0;owned Jansen"');
  expect(csvCell('two\nlines')).toBe('"two\nlines"');
});
