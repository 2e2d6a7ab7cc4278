import { z } from 'zod';
import { checkText, parseContent } from './parse';
import { ContentError, formatProblem } from './problem';

const schema = z.object({
  items: z.array(z.strictObject({ title: z.string().min(1), stars: z.int().min(1).max(5) })),
  kind: z.enum(['a', 'b']).optional(),
});

const problems = (text: string) => {
  const checked = checkText('content/x.json', schema, text);
  return checked.ok ? [] : checked.problems.map(formatProblem);
};

it('returns the parsed data of a valid file', () => {
  expect(parseContent('content/x.json', schema, { items: [{ title: 'A', stars: 2 }] })).toEqual({
    items: [{ title: 'A', stars: 2 }],
  });
});

it('names the file, line:column, JSON path and reason of every problem, in plain words', () => {
  const text = `{
  "items": [
    { "title": "", "stars": 2 },
    { "stars": "2" },
    { "title": "C", "stars": 0, "tilte": "C" },
    { "title": "D", "stars": 1, "colour": "red" }
  ],
  "kind": "c"
}`;
  expect(problems(text)).toEqual([
    'content/x.json:3:7: $.items[0].title: must not be empty',
    'content/x.json:4:5: $.items[1].title: is missing: add it (a text in double quotes)',
    'content/x.json:4:7: $.items[1].stars: must be a number, not the text "2"',
    'content/x.json:5:21: $.items[2].stars: must be at least 1 (found 0)',
    'content/x.json:5:33: $.items[2].tilte: unknown key "tilte": remove it or check its spelling',
    'content/x.json:6:33: $.items[3].colour: unknown key "colour": remove it or check its spelling',
    'content/x.json:8:3: $.kind: must be one of "a", "b" (found the text "c")',
  ]);
});

it('leaves out the file’s pointer to its JSON Schema, which is for editors', () => {
  const strict = z.strictObject({ title: z.string() });
  expect(
    parseContent('content/x.json', strict, { $schema: './x.schema.json', title: 'A' }),
  ).toEqual({ title: 'A' });
});

it('throws a ContentError without positions when only the data is at hand', () => {
  expect(() => parseContent('content/x.json', schema, { items: [{ title: 'A' }] })).toThrow(
    new ContentError([
      {
        file: 'content/x.json',
        path: '$.items[0].stars',
        reason: 'is missing: add it (a number)',
      },
    ]),
  );
});

it('names a `type` that is none of the allowed ones, with the value found', () => {
  const entries = z.array(
    z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('project'), title: z.string() }),
      z.strictObject({ type: z.literal('certificate') }),
    ]),
  );
  const checked = checkText(
    'content/x.json',
    entries,
    '[\n  { "type": "projekt", "title": "A" }\n]',
  );
  expect(checked.ok ? [] : checked.problems.map(formatProblem)).toEqual([
    'content/x.json:2:5: $[0].type: must be one of "project", "certificate" (found the text "projekt")',
  ]);
});

it('names a thousands dot as written, where JSON reads 1.000 as 1, in place of what 1 breaks', () => {
  const text = '{ "items": [{ "title": "A", "stars": 1.000 }, { "title": "", "stars": 2 }] }';
  expect(problems(text)).toEqual([
    'content/x.json:1:29: $.items[0].stars: 1.000 is read as 1: write a plain number, such as 2019 / 10000',
    'content/x.json:1:49: $.items[1].title: must not be empty',
  ]);
  const bigger = '{ "items": [{ "title": "A", "stars": 10.000 }] }';
  expect(problems(bigger)).toEqual([
    'content/x.json:1:29: $.items[0].stars: 10.000 is read as 10: write a plain number, such as 2019 / 10000',
  ]);
});
