/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { embeddedExpressions, parseExpression, pathsRead } from './github-expression';

const reads = (source: string) => pathsRead(parseExpression(source)).map((path) => path.join('.'));

test('reads the paths of an expression however they are written', () => {
  expect(reads("github.event.issue.title == 'x' && !github.event_name")).toEqual([
    'github.event.issue.title',
    'github.event_name',
  ]);
  expect(reads("github['event'].pull_request.title")).toEqual(['github.event.pull_request.title']);
  expect(reads("format('{0}', secrets.TOKEN)")).toEqual(['secrets.TOKEN']);
});

test('a whole context, a star and a computed index read what they may reach', () => {
  expect(reads('toJSON(secrets)')).toEqual(['secrets']);
  expect(reads('github.event.commits.*.message')).toEqual(['github.event.commits.*.message']);
  expect(reads('secrets[matrix.name]')).toEqual(['secrets.*', 'matrix.name']);
  expect(reads('fromJSON(steps.a.outputs.json).title')).toEqual(['steps.a.outputs.json']);
});

test('an if: may wrap its expression in ${{ }}', () => {
  expect(reads('${{ success() && needs.build.result }}')).toEqual(['needs.build.result']);
});

test('refuses what is no expression', () => {
  expect(() => parseExpression('github.ref ==')).toThrow();
  expect(() => parseExpression('nosuchcontext.x')).toThrow();
  expect(() => parseExpression('nosuchfunction()')).toThrow();
});

test('finds each ${{ }} in a string', () => {
  expect(embeddedExpressions('a ${{ matrix.x }} b ${{ env.y }}').map((s) => s.trim())).toEqual([
    'matrix.x',
    'env.y',
  ]);
  expect(embeddedExpressions('no expression here')).toEqual([]);
});
