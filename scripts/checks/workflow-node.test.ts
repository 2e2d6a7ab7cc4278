/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { stringify } from 'yaml';
import { readWorkflow } from './workflow-file';
import { nodeProblems } from './workflow-node';

const setupNode = (version: number) => ({
  uses: 'actions/setup-node@0123456789abcdef0123456789abcdef01234567',
  with: { 'node-version': version },
});
const problems = (file: string, job: object) =>
  nodeProblems(readWorkflow(file, stringify({ on: 'push', jobs: { work: job } })));
const matrix = (node: number[]) => ({
  strategy: { matrix: { node } },
  container: { image: 'node:${{ matrix.node }}-bookworm' },
});

test('the site is built and deployed on a supported LTS line only', () => {
  expect(problems('deploy.yml', { steps: [setupNode(24)] })).toEqual([]);
  expect(problems('deploy.yml', { steps: [setupNode(20)] })).toEqual([
    expect.stringMatching(
      /^line \d+: job work: Node.js 20 is not a supported LTS line \(24 or 26\)$/,
    ),
    expect.stringMatching(/job work: runs on no supported LTS line of Node.js$/),
  ]);
  expect(problems('deploy.yml', { container: { image: 'node:22-bookworm' } })).toEqual([
    expect.stringContaining('Node.js 22 is not a supported LTS line'),
    expect.stringContaining('runs on no supported LTS line'),
  ]);
});

test('CI also tests the oldest Node.js engines allows, beside an LTS line', () => {
  expect(problems('ci.yml', matrix([24, 20]))).toEqual([]);
  expect(problems('ci.yml', matrix([20]))).toEqual([
    expect.stringContaining('job work: runs on no supported LTS line of Node.js'),
  ]);
  expect(problems('ci.yml', matrix([24, 18]))).toEqual([
    expect.stringContaining('Node.js 18 is not a supported LTS line (24 or 26)'),
  ]);
});
