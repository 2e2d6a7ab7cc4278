/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_FILES } from '@/lib/content/files';

// The shipped content passes the check in `npm test`'s first step and in every build; here only
// what the check cannot see: every file of content/ is one it checks, and none is code.
const CONTENT = join(__dirname, '../../../content');

it('content/ holds only JSON: the files lib/content/files.ts lists and their schemas', () => {
  const listed = Object.values(CONTENT_FILES).map(({ file }) => file.replace('content/', ''));
  const present = readdirSync(CONTENT).filter((name) => name.endsWith('.json'));
  expect(listed.sort()).toEqual(present.sort());
  const files = readdirSync(CONTENT, { recursive: true, withFileTypes: true });
  const others = files.filter((entry) => entry.isFile() && !entry.name.endsWith('.json'));
  expect(others.map((entry) => entry.name)).toEqual([]);
});
