/** @jest-environment node */
import { spawnSync } from 'node:child_process';

// Lints two files that import each other (one through `@/`): both refused, so no-cycle is on.
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
