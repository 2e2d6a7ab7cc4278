/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { readWorkflow } from './workflow-file';
import { uploadProblems } from './workflow-upload';

type Workflow = { on: unknown; jobs: Record<string, { steps: Record<string, unknown>[] }> };
const deploy = () => parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as Workflow;
const problems = (workflow: Workflow) =>
  uploadProblems(readWorkflow('deploy.yml', stringify(workflow)));
const uploadSteps = (workflow: Workflow) => workflow.jobs.upload!.steps;
const stepNamed = (workflow: Workflow, name: string) =>
  uploadSteps(workflow).findIndex((step) => String(step.name).startsWith(name));

test('Deploy as committed uploads main’s tip only, with no project code beside the token', () => {
  expect(problems(deploy())).toEqual([]);
});

test('an upload without asking for main’s tip right before is refused', () => {
  const without = deploy();
  uploadSteps(without).splice(stepNamed(without, 'Still the tip of main'), 1);
  expect(problems(without)).toEqual([expect.stringContaining('git/ref/heads/main')]);

  const unheeded = deploy();
  delete uploadSteps(unheeded)[stepNamed(unheeded, 'Upload out/')]!.if;
  expect(problems(unheeded)).toEqual([expect.stringContaining("the upload's if: must require")]);
});

test('the token job may not check out the project, install it or run its scripts', () => {
  const whole = deploy();
  const checkout = uploadSteps(whole).find((step) => String(step.uses).includes('checkout'))!;
  delete (checkout.with as Record<string, unknown>)['sparse-checkout'];
  expect(problems(whole)).toEqual([expect.stringContaining('checks out more than deploy/')]);

  const built = deploy();
  uploadSteps(built).splice(0, 0, { run: 'npm install --ignore-scripts\nnpm run build' });
  expect(problems(built)).toEqual([
    expect.stringContaining('runs npm install --ignore-scripts'),
    expect.stringContaining('runs npm run build'),
  ]);
});

test('the upload runs only on a yes from the tip step, not on any mention of it', () => {
  const inverted = deploy();
  uploadSteps(inverted)[stepNamed(inverted, 'Upload out/')]!.if =
    "steps.tip.outputs.deploy != 'true'";
  expect(problems(inverted)).toEqual([expect.stringContaining("== 'true'")]);
});

test('the preview’s upload job, with Azure’s action, runs no project code either', () => {
  const ci = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as Workflow;
  const check = (workflow: Workflow) => uploadProblems(readWorkflow('ci.yml', stringify(workflow)));
  expect(check(ci)).toEqual([]);
  ci.jobs.preview!.steps.splice(0, 0, { run: 'node scripts/dev/anything.mjs' });
  expect(check(ci)).toEqual([expect.stringContaining('runs node scripts/dev/anything.mjs')]);
});
