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

// ESLint's no-cycle skips type-only imports by design; dpdm, also in npm run lint, counts them.
it('refuses a cycle of type-only imports', () => {
  const cycles = spawnSync(
    'node_modules/.bin/dpdm',
    [
      '--no-tree',
      '--no-warning',
      '--no-progress',
      '--exit-code',
      'circular:1',
      'scripts/checks/__fixtures__/type-cycle/a.ts',
    ],
    { encoding: 'utf8' },
  );
  expect(cycles.status).toBe(1);
  expect(cycles.stdout).toContain(
    'scripts/checks/__fixtures__/type-cycle/a.ts -> scripts/checks/__fixtures__/type-cycle/b.ts',
  );
}, 60_000);
