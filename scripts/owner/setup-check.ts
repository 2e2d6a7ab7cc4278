// npm run setup-check: checks the repository against docs/owner/setup.md with your `gh` login;
// ✓ set, ✗ missing (exit 1), ? unreadable and skipped, ! a note.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { gh, githubApi } from './lib/github-api';
import { options } from './lib/owner-args';
import { runCommand } from './lib/owner-command';
import { setupCheckLines } from './lib/setup/check';
import { requiredChecks } from './lib/setup/ci-checks';

const USAGE = [
  'Usage: npm run setup-check',
  "Asks GitHub, with your gh login, for the repository's settings that docs/owner/setup.md asks for;",
  'a line each: ✓ set, ✗ missing (with its fix; exit 1), ? unreadable with this login or plan, ! a note.',
].join('\n');

await runCommand(() => {
  options(USAGE, process.argv.slice(2), {});
  const repo = gh(['repo', 'view', '--json', 'nameWithOwner', '--jq', '.nameWithOwner']);
  if (repo.error || repo.status !== 0) {
    console.error(
      'GitHub\'s command-line tool must be installed and logged in as the owner ("gh auth login"), ' +
        'in a checkout whose remote is the repository.',
    );
    process.exit(2);
  }
  const checks = requiredChecks(parse(readFileSync('.github/workflows/ci.yml', 'utf8')));
  const lines = setupCheckLines(githubApi, repo.stdout.trim(), checks);
  console.log(lines.join('\n'));
  if (lines.some((line) => line.startsWith('✗'))) process.exitCode = 1;
});
