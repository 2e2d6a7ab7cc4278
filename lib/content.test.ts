import { z } from 'zod';
import { ContentError, parseContent } from './content';

const schema = z.object({ items: z.array(z.object({ title: z.string().min(1) })) });

it('returns the parsed data of a valid file', () => {
  expect(parseContent('content/x.json', schema, { items: [{ title: 'A' }] })).toEqual({
    items: [{ title: 'A' }],
  });
});

it('names the file, the JSON path and the reason of every problem', () => {
  const broken = { items: [{ title: 'A' }, { title: '' }, {}] };
  expect(() => parseContent('content/x.json', schema, broken)).toThrow(ContentError);
  try {
    parseContent('content/x.json', schema, broken);
  } catch (error) {
    const message = (error as Error).message;
    expect(message).toContain('content/x.json');
    expect(message).toMatch(/\$\.items\[1\]\.title: Too small/);
    expect(message).toMatch(/\$\.items\[2\]\.title: Invalid input: expected string/);
  }
});

it('leaves out the file’s pointer to its JSON Schema, which is for editors', () => {
  const strict = z.strictObject({ title: z.string() });
  expect(
    parseContent('content/x.json', strict, { $schema: './x.schema.json', title: 'A' }),
  ).toEqual({
    title: 'A',
  });
});
