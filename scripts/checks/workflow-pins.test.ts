/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { pinProblems } from './workflow-pins';

const sha = '0123456789abcdef0123456789abcdef01234567';
const uses = (line: string) => pinProblems(`jobs:\n  a:\n    steps:\n      - ${line}\n`);

test('an action is pinned to a full commit SHA, its version in a comment', () => {
  expect(uses(`uses: actions/checkout@${sha} # v7.0.1`)).toEqual([]);
  expect(uses('uses: ./.github/actions/local')).toEqual([]);
});

test('an action pinned to a tag, or to a SHA without its version, is refused', () => {
  expect(uses('uses: actions/checkout@v7')).toEqual([
    'line 4: actions/checkout@v7 is not pinned to a full commit SHA',
  ]);
  expect(uses(`uses: actions/checkout@${sha.slice(0, 7)} # v7`)).toEqual([
    expect.stringMatching(/is not pinned to a full commit SHA$/),
  ]);
  expect(uses(`uses: actions/checkout@${sha}`)).toEqual([
    expect.stringMatching(/has no "# vX.Y.Z" comment/),
  ]);
});
