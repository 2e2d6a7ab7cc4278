/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSiteContent } from './check';
import { CONTENT_FILES } from '@/lib/content/files';
import { formatProblem } from '@/lib/content/problem';

// The shipped content is checked only for what must hold whatever an author writes: the check
// `npm run check` runs finds nothing. What each mistake looks like is in check.test.ts, with a
// fixture site of its own.
const ROOT = join(__dirname, '../../..');

describe('the shipped content and catalogs', () => {
  it('pass the content check', () => {
    const read = (file: string) =>
      existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : undefined;
    expect(checkSiteContent(read).map(formatProblem)).toEqual([]);
  });

  it('are every JSON file in content/, each listed in lib/content/files.ts', () => {
    const listed = Object.values(CONTENT_FILES).map(({ file }) => file.replace('content/', ''));
    const present = readdirSync(join(ROOT, 'content')).filter((name) => name.endsWith('.json'));
    expect(listed.sort()).toEqual(present.sort());
  });

  it('are all content/ holds: JSON for the author and its schemas, no code', () => {
    const files = readdirSync(join(ROOT, 'content'), { recursive: true, withFileTypes: true });
    const others = files
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.json'))
      .map((entry) => entry.name);
    expect(others).toEqual([]);
  });
});
