/** @jest-environment node */
import { spawnSync } from 'node:child_process';

// dpdm, as npm run lint runs it, on two cycles on purpose: one through `@/`, one of type imports.
it.each(['cycle', 'type-cycle'])(
  'refuses the import cycle in __fixtures__/%s',
  (fixture) => {
    const dir = `scripts/checks/__fixtures__/${fixture}`;
    const cycles = spawnSync(
      'node_modules/.bin/dpdm',
      ['--no-tree', '--no-warning', '--no-progress', '--exit-code', 'circular:1', `${dir}/a.ts`],
      { encoding: 'utf8' },
    );
    expect(cycles.status).toBe(1);
    expect(cycles.stdout).toContain(`${dir}/a.ts -> ${dir}/b.ts`);
  },
  60_000,
);
