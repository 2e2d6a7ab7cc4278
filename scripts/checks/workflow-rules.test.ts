/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { workflowRuleProblems } from './workflow-rules';

const workflow = (run: string) =>
  [
    'on: { push: { branches: [main] } }',
    'jobs:',
    '  work:',
    '    steps:',
    '      - uses: a/b@v1',
    `        run: ${run}`,
    '',
  ].join('\n');

test('names every rule a workflow breaks, each with its line', () => {
  expect(workflowRuleProblems('x.yml', workflow('echo ${{ github.head_ref }}'))).toEqual([
    'line 5: a/b@v1 is not pinned to a full commit SHA',
    'no top-level permissions: give the token only what the jobs need',
    expect.stringMatching(/^line 6: job work: \$\{\{ github.head_ref \}\} in a run: script/),
  ]);
});

test('an expression that cannot be parsed is refused, since no rule can see what it reads', () => {
  expect(workflowRuleProblems('x.yml', workflow('echo ${{ secrets.KEY ) }}'))).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^line 6: cannot read the expression "secrets.KEY \)"/),
    ]),
  );
});
