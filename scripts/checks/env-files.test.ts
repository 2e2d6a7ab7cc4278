/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gitRepository } from './git-repository';

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

// Every variable the code reads, however it names it, is in .env.example, and nothing else is.
const SOURCES =
  /^(app|components|lib|i18n|scripts|lab|e2e)\/.*\.(ts|tsx|mjs)$|^next\.config\.mjs$|^playwright\.config\.ts$/;
/** Set by CI (CI, GITHUB_ACTIONS) or the shell (PATH), or only left out of a child's (FORCE_COLOR). */
const THEIRS = ['CI', 'GITHUB_ACTIONS', 'PATH', 'FORCE_COLOR'];

it('.env.example names every variable the code reads', () => {
  const text = gitRepository()
    .files.filter((file) => SOURCES.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const named = (constant: string) =>
    new RegExp(`\\b${constant}\\s*=\\s*'([A-Z][A-Z0-9_]*)'`).exec(text)?.[1] ?? constant;
  const read = [
    ...[...text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map(([, name]) => name!),
    ...[...text.matchAll(/\benv\[([A-Z][A-Z0-9_]*)\]/g)].map(([, constant]) => named(constant!)),
    ...[...text.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b/g)].flatMap(([, names]) =>
      names!
        .split(',')
        .map((name) => name.replace(/[:=].*/s, '').trim())
        .filter((name) => /^[A-Z]/.test(name)),
    ),
  ];
  const example = readFileSync('.env.example', 'utf8');
  const listed = [...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name!);
  const ours = new Set(read.filter((name) => !THEIRS.includes(name)));
  expect(ours.size).toBeGreaterThanOrEqual(15);
  expect([...ours].filter((name) => !listed.includes(name))).toEqual([]);
  expect(listed.filter((name) => !ours.has(name))).toEqual([]);
});
