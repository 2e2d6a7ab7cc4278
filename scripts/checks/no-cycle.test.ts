/** @jest-environment node */
import { spawnSync } from 'node:child_process';

// The lint's import-x/no-cycle, run on two files that import each other (one through `@/`):
// both are refused, so the rule is on and follows the project's own paths.
it('refuses an import cycle, through @/ too', () => {
  const lint = spawnSync(
    'node_modules/.bin/eslint',
    ['--no-ignore', '--format', 'json', 'scripts/checks/__fixtures__/cycle'],
    { encoding: 'utf8' },
  );
  const results = JSON.parse(lint.stdout) as { messages: { ruleId: string }[] }[];
  expect(results).toHaveLength(2);
  for (const { messages } of results)
    expect(messages.map(({ ruleId }) => ruleId)).toContain('import-x/no-cycle');
}, 60_000);
