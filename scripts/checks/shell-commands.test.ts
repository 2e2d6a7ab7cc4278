/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { shellCommands } from './shell-commands';

test('splits a script into its commands, however they are joined', () => {
  const script =
    'apt-get update\nnpm install \\\n  --ignore-scripts && npm rebuild a; (cd b || c) | d';
  expect(shellCommands(script)).toEqual([
    ['apt-get', 'update'],
    ['npm', 'install', '--ignore-scripts'],
    ['npm', 'rebuild', 'a'],
    ['cd', 'b'],
    ['c'],
    ['d'],
  ]);
});

test('drops what leads into a command, and what is quoted or commented is no command', () => {
  const script = 'if [ -n "$X" ]; then CI=1 npm ci; fi\necho "npm ci" # npm ci';
  expect(shellCommands(script)).toEqual([
    ['[', '-n', '$X', ']'],
    ['npm', 'ci'],
    ['fi'],
    ['echo', 'npm ci'],
  ]);
});

test('a workflow expression stands for a word whose value is not known', () => {
  expect(shellCommands('npm test -- --shard=${{ matrix.shard }}/3')).toEqual([
    ['npm', 'test', '--', '--shard=_/3'],
  ]);
});
