/** @jest-environment node */
// The owner follows docs/owner/setup.md to the letter: each command it shows must run as written.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { notifyOptions } from '../owner/lib/notify-args';
import { inboxOptions, options } from '../owner/lib/owner-args';
import { purgeOptions } from '../owner/lib/purge-args';
import { sasOptions } from '../owner/lib/sas/args';
import { type GuideContext, shellBlockProblems, shellBlocks } from './setup-guide';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
};
const CONTEXT: GuideContext = {
  scripts: Object.keys(packageJson.scripts),
  parsers: {
    sas: sasOptions,
    purge: purgeOptions,
    inbox: inboxOptions,
    // The files it reads are the reader's, written by the line before: only its options count here.
    notify: (argv) => {
      try {
        return notifyOptions(argv);
      } catch (error) {
        if (!String(error).includes('there is no such file')) throw error;
      }
    },
    'setup-check': (argv) => options('Usage: npm run setup-check', argv, {}),
  },
};
const problems = (markdown: string) => shellBlockProblems(markdown, CONTEXT);
const sh = (...lines: string[]) => `\`\`\`sh\n${lines.join('\n')}\n\`\`\`\n`;

test.each(readdirSync('docs/owner').filter((name) => name.endsWith('.md')))(
  'docs/owner/%s: the commands in its shell blocks run as written',
  (name) => {
    expect(problems(readFileSync(`docs/owner/${name}`, 'utf8'))).toEqual([]);
  },
);

describe('the shell blocks of a guide', () => {
  test('are found at any indent, and only ```sh ones', () => {
    const page = `${sh('npm run inbox')}\n1. Then:\n\n   ${sh('npm run nope').replace(/\n(?=.)/g, '\n   ')}\n\`\`\`text\nnpm run nope\n\`\`\`\n`;
    expect(shellBlocks(page)).toEqual(['npm run inbox\n', 'npm run nope\n']);
  });

  test('name only scripts that package.json has', () => {
    expect(problems(sh('npm run --silent sas -- --days 180', 'npm start'))).toEqual([]);
    expect(problems(sh('npm run sass -- --days 180'))).toEqual([
      'block 1: npm run sass: package.json has no such script',
    ]);
  });

  test('give our scripts only options they accept', () => {
    expect(
      problems(sh("npm run sas -- --check '<the URL>'", 'npm run purge -- --dry-run')),
    ).toEqual([]);
    expect(problems(sh('npm run sas -- --preview --day 30'))).toEqual([
      expect.stringMatching(
        /^block 1: npm run sas -- --preview --day 30: .*Unknown option '--day'/,
      ),
    ]);
    expect(problems(sh('npm run --silent inbox -- --csv --all'))).toEqual([
      expect.stringContaining("Unknown option '--all'"),
    ]);
    // A script whose options the test cannot read may be shown only without any.
    expect(problems(sh('npm run bench -- --fix'))).toEqual([
      'block 1: npm run bench --fix: its options are unknown',
    ]);
    // Other programs' options are theirs.
    expect(problems(sh('az storage table create --name contact', 'gh auth login'))).toEqual([]);
  });

  test('use a variable only after a block or an earlier line has set it', () => {
    const use = 'az storage table create --connection-string "$AZURE_STORAGE_CONNECTION_STRING"';
    const set = "export AZURE_STORAGE_CONNECTION_STRING='<the connection string>'";
    expect(problems(sh(set) + sh(use))).toEqual([]);
    expect(problems(sh(set, use))).toEqual([]);
    expect(problems(sh(use) + sh(set))).toEqual([
      'block 1: $AZURE_STORAGE_CONNECTION_STRING is used before any block sets it',
    ]);
    // Set for one command only, it is not set for the lines after it.
    const inline = "AZURE_STORAGE_CONNECTION_STRING='<…>' npm run sas -- --preview --days 30";
    expect(problems(sh(inline, use))).toEqual([
      'block 1: $AZURE_STORAGE_CONNECTION_STRING is used before any block sets it',
    ]);
    // A placeholder, a quoted dollar or a comment is no variable.
    expect(problems(sh("npm run sas -- --check '<the $URL>'  # not $THIS"))).toEqual([]);
  });
});
