/** @jest-environment node */
import { spawnSync } from 'node:child_process';

// A .env file can carry a production secret: none but the example may be committed.
it.each(['.env', '.env.local', '.env.production', '.env.production.local', '.env.development'])(
  '%s is ignored by git',
  (file) => {
    expect(spawnSync('git', ['check-ignore', '--quiet', file]).status).toBe(0);
  },
);

it('.env.example is not', () => {
  expect(spawnSync('git', ['check-ignore', '--quiet', '.env.example']).status).toBe(1);
});
