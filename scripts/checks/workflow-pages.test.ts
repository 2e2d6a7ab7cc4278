/** @jest-environment node */
// A red run's summary sends the owner to a page: each page and entry a workflow names is there.
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { workflowTexts } from './workflow-file';

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
const anchors = (page: string) =>
  [...readFileSync(page, 'utf8').matchAll(/^#+ (.+)$/gm)].map(([, heading]) => slug(heading!));

test('every page and entry a workflow names for the owner is there', () => {
  const named = workflowTexts().flatMap(({ name, text }) =>
    [...text.matchAll(/\b(docs\/[\w/-]+\.md)(?:#([\w-]+))?/g)].map(([, page, anchor]) => ({
      name,
      page: page!,
      anchor,
    })),
  );
  expect(named.filter(({ anchor }) => anchor).length).toBeGreaterThanOrEqual(4);
  const missing = named.filter(
    ({ page, anchor }) => !existsSync(page) || (anchor && !anchors(page).includes(anchor)),
  );
  expect(missing).toEqual([]);
});

test('a heading’s anchor is GitHub’s', () => {
  expect(slug("Deploy's build went red")).toBe('deploys-build-went-red');
  expect(slug('A deploy stopped at "Deploy client, the pinned build only"')).toBe(
    'a-deploy-stopped-at-deploy-client-the-pinned-build-only',
  );
});
