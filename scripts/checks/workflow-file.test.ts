/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { readWorkflow, triggers } from './workflow-file';

const text = [
  'on: push',
  'jobs:',
  '  build:',
  '    steps:',
  '      - run: a',
  '      - run: b',
  '',
];

test('names the line each part of a workflow was written on', () => {
  const { line } = readWorkflow('x.yml', text.join('\n'));
  expect(line(['jobs', 'build'])).toBe(3);
  expect(line(['jobs', 'build', 'steps', 1])).toBe(6);
  expect(line(['jobs', 'build', 'steps', 1, 'run'])).toBe(6);
  // A part that is absent: the line of the deepest part that is there.
  expect(line(['jobs', 'build', 'if'])).toBe(3);
});

test('reads the triggers however on: lists them', () => {
  const on = (value: string) => triggers(readWorkflow('x.yml', `on: ${value}\njobs: {}\n`));
  expect(on('push')).toEqual(['push']);
  expect(on('[push, issue_comment]')).toEqual(['push', 'issue_comment']);
  expect(on('{ push: { branches: [main] }, workflow_dispatch: }')).toEqual([
    'push',
    'workflow_dispatch',
  ]);
});
