/** @jest-environment node */
// The owner creates every secret and variable a workflow reads: the owner's setup guide names
// each one.
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { jobsOf, readWorkflow, workflowTexts } from './workflow-file';
import { storedSecrets } from './workflow-reads';

test('every secret a workflow reads is one the setup guide tells the owner to create', () => {
  const guide = readFileSync('docs/owner/setup.md', 'utf8');
  const secrets = workflowTexts().flatMap(({ name, text }) =>
    jobsOf(readWorkflow(name, text)).flatMap(storedSecrets),
  );
  expect(secrets.length).toBeGreaterThan(0);
  for (const secret of new Set(secrets)) expect(guide).toContain(`\`${secret}\``);
});

test('every repository variable a workflow reads is one the setup guide names', () => {
  const guide = readFileSync('docs/owner/setup.md', 'utf8');
  const variables = workflowTexts().flatMap(({ text }) =>
    [...text.matchAll(/\bvars\.(\w+)/g)].map(([, variable]) => variable),
  );
  expect(variables).toEqual(expect.arrayContaining(['CONTACT_SAS_EXPIRES', 'PREVIEW_SAS_EXPIRES']));
  for (const variable of new Set(variables)) expect(guide).toContain(`\`${variable}\``);
});
