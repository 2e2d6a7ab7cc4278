import { parseJsonText } from './json-text';

const problem = (text: string) => {
  const parsed = parseJsonText(text);
  return parsed.ok
    ? undefined
    : `${parsed.position.line}:${parsed.position.column} ${parsed.reason}`;
};

it('finds the line and column of a JSON path: the key that names a value', () => {
  const parsed = parseJsonText('{\n  "a": [\n    { "b": 1 }\n  ]\n}');
  if (!parsed.ok) throw new Error('valid JSON');
  expect(parsed.data).toEqual({ a: [{ b: 1 }] });
  expect(parsed.locate(['a', 0, 'b'])).toEqual({ line: 3, column: 7 });
  expect(parsed.locate(['a', 0])).toEqual({ line: 3, column: 5 });
  // A key that is not there is shown at the object that should hold it.
  expect(parsed.locate(['a', 0, 'missing'])).toEqual({ line: 3, column: 5 });
});

const NOT_ONE_NUMBER = 'is not one number: write a plain number, such as 2019 / 10000';
const QUOTE_ENDED = 'a " ended this text here: write \\" or use curly quotes “ ” inside a text';

it.each([
  [
    '{ "a": 1, }',
    '1:9 a comma after the last entry: remove this comma (JSON allows none before })',
  ],
  [
    '[1,\n 2,\n]',
    '2:3 a comma after the last entry: remove this comma (JSON allows none before ])',
  ],
  [
    '{ "a": "x\n}',
    '1:8 the text that starts here has no closing double quote (") before the end of its line',
  ],
  ['{ "a": 1\n  "b": 2 }', '2:3 a comma (,) is missing before this'],
  ['{ "a" 1 }', '1:7 a colon (:) is missing between the key and its value'],
  ["{ 'a': 1 }", '1:3 unexpected character: keys and texts need double quotes (")'],
  ['{ "a": 1 } }', '1:12 the file goes on after its last closing bracket: remove what follows'],
  ['{ "a": [1, 2 }', '1:14 a comma (,) is missing before this'],
  ['{ "a": 1 // note\n}', '1:10 JSON files cannot hold comments'],
  ['{ "startYear": 2019-01 }', `1:16 2019-01 ${NOT_ONE_NUMBER}`],
  ['{ "timeout": 10 000,\n  "b": 1 }', `1:14 10 000 ${NOT_ONE_NUMBER}`],
  ['[2019, 1/2/2019]', `1:8 1/2/2019 ${NOT_ONE_NUMBER}`],
  ['{ "en": { "timeout": 3,5 } }', `1:22 3,5 ${NOT_ONE_NUMBER}`],
  ['{ "timeout": 010000 }', '1:14 write 10000, with no leading zero'],
  ['{\n  "title": "Wat ik "echt" voor je doe",\n  "b": 1\n}', `2:20 ${QUOTE_ENDED}`],
  ['{ "a": "zeg " hallo" }', `1:13 ${QUOTE_ENDED}`],
  ['{ "a": "x" "b": 1 }', '1:12 a comma (,) is missing before this'],
  ['{ "a": "x"\n  b: 1 }', '2:3 unexpected character: keys and texts need double quotes (")'],
  ['{ "enabled": True }', '1:14 write true or false in lower case'],
  ['[false, False]', '1:9 write true or false in lower case'],
  ['[true false]', '1:7 a comma (,) is missing before this'],
  ['', '1:1 the file is empty'],
  [' \n\t\n', '1:1 the file is empty'],
  [
    '{ "ServicesPage": {\n  "title": "Services",\n  "title": "What I offer"\n} }',
    '3:3 the key "title" is written twice in this object (also on line 2): JSON keeps only the last; keep one',
  ],
])('names the first mistake in %j with its place', (text, expected) => {
  expect(problem(text)).toBe(expected);
});

it('reads a file that starts with a byte order mark', () => {
  expect(parseJsonText('\uFEFF{"a":1}')).toMatchObject({ ok: true, data: { a: 1 } });
});

it('lets the same key stand in different objects', () => {
  expect(problem('{ "a": { "title": 1 }, "b": { "title": 2 } }')).toBeUndefined();
});
