/** @jest-environment node */
// One Node.js LTS line in every workflow, and CI also tests package.json's oldest engine.
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { at, type Job, jobsOf, readWorkflow, stepsOf, workflowTexts } from './workflow-file';

const workflows = workflowTexts().map(({ name, text }) => readWorkflow(name, text));
const fast = workflows.flatMap(jobsOf).find((job) => job.name === 'fast');
const matrix = at(fast?.value, 'strategy', 'matrix', 'node') as unknown[];
const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } })
  .engines.node;

test('CI tests the build line first, then the oldest version engines allows', () => {
  expect(matrix).toHaveLength(2);
  const [line, oldest] = matrix as number[];
  // Only even Node.js lines become LTS.
  expect(line! % 2).toBe(0);
  expect(engines).toMatch(new RegExp(`^>=${String(oldest)}\\.`));
});

/** The Node.js versions a job names: its container image's, and each setup-node step's. */
function versionsOf(job: Job): string[] {
  const image = at(job.value, 'container', 'image') ?? at(job.value, 'container');
  const fromImage = typeof image === 'string' ? /^node:([^-]+)/.exec(image)?.[1] : undefined;
  const fromSteps = stepsOf(job).flatMap((step) =>
    String(at(step.value, 'uses')).startsWith('actions/setup-node@')
      ? [String(at(step.value, 'with', 'node-version'))]
      : [],
  );
  return [...(fromImage ? [fromImage] : []), ...fromSteps];
}

test('every workflow builds and deploys on the build line', () => {
  const line = String(matrix[0]);
  for (const workflow of workflows) {
    // The fast job's image takes each line of its matrix in turn.
    const versions = jobsOf(workflow)
      .flatMap(versionsOf)
      .filter((version) => version !== '${{ matrix.node }}');
    expect({ file: workflow.file, versions }).toEqual({
      file: workflow.file,
      versions: expect.arrayContaining([line]),
    });
    expect(versions.filter((version) => version !== line)).toEqual([]);
  }
});
