/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { csvCell, toCsv } from './csv';

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
  ['formulas after semicolons and tabs', 'a;+1\t@b;-2', `"a;'+1\t'@b;'-2"`],
  ['a semicolon before text', 'x; y', '"x; y"'],
  ['formulas after CRLF and CR', 'a\r\n+1\r-2\n@b', `"a\r\n'+1\r'-2\n'@b"`],
  ['text with a dash inside', 'Jan-Willem', 'Jan-Willem'],
  ['a formula behind a space', ' =1+1', "' =1+1"],
  ['a formula behind spaces and a no-break space', '  \u00a0@SUM(A1)', "'  \u00a0@SUM(A1)"],
  ['a formula after a comma', 'x,=1+1,', `"x,'=1+1,"`],
  ['a formula behind a space after a semicolon', 'x; -1', `"x;' -1"`],
  ['a formula behind a zero-width space', '\u200b=1+1', "'\u200b=1+1"],
  ['a formula behind a BOM and a joiner', '\ufeff\u200d@SUM(A1)', "'\ufeff\u200d@SUM(A1)"],
  ['a formula behind a direction mark', '\u202e\u2066-2+3', "'\u202e\u2066-2+3"],
  ['a formula behind a Hangul filler', '\u3164+1', "'\u3164+1"],
  ['a full-width equals sign', '＝HYPERLINK(1)', "'＝HYPERLINK(1)"],
  ['full-width plus, minus and at', '＋1;－2;＠A1', `"'＋1;'－2;'＠A1"`],
  ['small forms of the signs', '﹦1\n﹢2', `"'﹦1\n'﹢2"`],
  ['a full-width sign behind a ZWSP after a break', 'Hi\n\u200b＝1', `"Hi\n'\u200b＝1"`],
  ['an emoji joined by zero-width joiners', '👩\u200d💻 at work', '👩\u200d💻 at work'],
  ['a family emoji after a semicolon', 'x;👨\u200d👩\u200d👧', '"x;👨\u200d👩\u200d👧"'],
  ['full-width letters', 'Ｖｏｏｒｂｅｅｌｄ', 'Ｖｏｏｒｂｅｅｌｄ'],
  ['no escape codes', 'Jan\u001b[2J\u001b]0;owned\u0007 Jansen\u009b', '"Jan[2J]0;owned Jansen"'],
])('csvCell writes %s', (_, value, expected) => {
  expect(csvCell(value)).toBe(expected);
});

test('csvCell adds only its apostrophes: the visitor’s text is otherwise kept', () => {
  for (const text of ['\u200b=1', 'a;\u200d＋1', '👩\u200d💻;\ufeff－2'])
    expect(csvCell(text).replace(/^"|"$/g, '').replaceAll("'", '')).toBe(text);
});

test('toCsv ends every line with CRLF and keeps line breaks inside quoted cells', () => {
  expect(toCsv([['Anna', 'two\nlines']])).toBe('Anna,"two\nlines"\r\n');
  expect(toCsv([])).toBe('');
});

// Remarks posted straight to the table past the form, and OWASP's classic injections.
const CRAFTED = [
  'a;"=1+2;',
  'x,"=HYPERLINK(""http://e.x"")"',
  `a;"+cmd|' /C calc'!A0`,
  'a;"@SUM(1)',
  'a;""=2+3',
  'a;" =1',
  'a;"\u200b=1',
  'a\t"-1+2',
  `=cmd|' /C calc'!A0`,
  `@SUM(1+1)*cmd|' /C calc'!A0`,
  '+1+1',
  '-2+3',
];

test.each([';', ',', '\t'])(
  'read back split on %j, as a spreadsheet may, no cell starts a formula',
  (delimiter) => {
    const csv = toCsv(CRAFTED.map((remark) => [remark, 'x', remark]));
    const cells = parse(csv, { delimiter, relax_quotes: true, relax_column_count: true }).flat();
    // csv-parse keeps the quotes in front of such a cell that Excel and Python's csv drop.
    const read = cells.map((cell) => cell.replace(/^"+/, ''));
    expect(
      read.filter((cell) => /^[\s\p{Default_Ignorable_Code_Point}]*[=+\-@]/u.test(cell)),
    ).toEqual([]);
  },
);
