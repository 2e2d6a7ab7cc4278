/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { z } from 'zod';
import { load } from './load';
import { ContentError } from './problem';

describe('content the site cannot show', () => {
  const schema = z.array(z.strictObject({ key: z.int(), rating: z.int().max(5) }));
  // The build imports a file's data and reads its text only to place the problems in it.
  const file = join(mkdtempSync(join(tmpdir(), 'content-')), 'skills.json');
  const text = '[\n  { "key": 1, "rating": 5 },\n  { "key": "two", "rating": 6 }\n]\n';
  writeFileSync(file, text);

  function loadError(): ContentError {
    try {
      load({ file, schema }, JSON.parse(text));
    } catch (error) {
      if (error instanceof ContentError) return error;
      throw error;
    }
    throw new Error('load accepted content it should refuse');
  }

  it('stops the build with the file, line:column, place and reason of each problem, no trace', () => {
    expect(loadError().message).toBe(
      [
        "2 problems in the site's content:",
        `  - ${file}:3:5: $[1].key: must be a number, not the text "two"`,
        `  - ${file}:3:19: $[1].rating: must be at most 5 (found 6)`,
      ].join('\n'),
    );
    // As Node and Next.js print an error in the terminal: what matters is in the content file.
    const printed = inspect(loadError());
    expect(printed).toContain('$[1].rating: must be at most 5 (found 6)');
    expect(printed).not.toMatch(/^\s+at |problems:/m);
  });
});
