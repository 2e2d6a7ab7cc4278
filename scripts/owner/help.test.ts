/** @jest-environment node */
// Every owner command answers --help and -h with its usage and ends well, before it needs any
// storage or login.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test } from '@jest/globals';

const run = promisify(execFile);
const COMMANDS = ['inbox', 'purge', 'notify', 'sas', 'setup-check'];
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts;

test('the owner commands are the package’s scripts of scripts/owner/, each shown asking for --help', () => {
  const owner = Object.entries(scripts).filter(([, line]) =>
    String(line).includes('scripts/owner/'),
  );
  expect(owner.map(([name]) => name).sort()).toEqual([...COMMANDS].sort());
  const page = readFileSync('docs/owner/requests.md', 'utf8');
  for (const name of COMMANDS) expect(page).toContain(`npm run ${name} -- --help`);
});

// Each answer starts a TypeScript process: slow on a busy machine. -h is the parser's
// (owner-args.ts), as notify-args.test.ts shows.
test.each(COMMANDS)(
  'npm run %s -- --help prints its usage and exits 0, needing no storage or login',
  async (name) => {
    const env = { ...process.env, AZURE_STORAGE_CONNECTION_STRING: 'not a connection string' };
    const { stdout, stderr } = await run(
      'node',
      ['--import', 'tsx', `scripts/owner/${name}.ts`, '--help'],
      { env },
    );
    expect(stdout).toMatch(new RegExp(`^Usage: npm run (--silent )?${name}\\b`));
    expect(stderr).toBe('');
  },
  60_000,
);
