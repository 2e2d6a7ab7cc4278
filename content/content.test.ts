/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { z } from 'zod';
import { ContentError, formatProblem } from '@/lib/content';
import { checkSiteContent } from './check';
import { CONTENT_FILES } from './files';
import { load } from './load';

// The shipped content is checked only for what must hold whatever an author writes: the check
// `npm run check` runs finds nothing. What each mistake looks like is in check.test.ts, with a
// fixture site of its own.
const ROOT = join(__dirname, '..');

describe('the shipped content and catalogs', () => {
  it('pass the content check', () => {
    const read = (file: string) =>
      existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : undefined;
    expect(checkSiteContent(read).map(formatProblem)).toEqual([]);
  });

  it('are every JSON file in content/, each listed in content/files.ts', () => {
    const listed = Object.values(CONTENT_FILES).map(({ file }) => file.replace('content/', ''));
    const present = readdirSync(__dirname).filter((name) => name.endsWith('.json'));
    expect(listed.sort()).toEqual(present.sort());
  });
});

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

  it('stops the build with the file, line:column, place and reason of each problem', () => {
    expect(loadError().message).toBe(
      [
        "2 problems in the site's content:",
        `  - ${file}:3:5: $[1].key: must be a number, not the text "two"`,
        `  - ${file}:3:19: $[1].rating: must be at most 5 (found 6)`,
      ].join('\n'),
    );
  });

  it('prints as its report alone, without a stack trace: what matters is in the content file', () => {
    // As Node and Next.js print an error in the terminal.
    const printed = inspect(loadError());
    expect(printed).toContain('$[1].rating: must be at most 5 (found 6)');
    expect(printed).not.toMatch(/^\s+at |problems:/m);
  });
});
