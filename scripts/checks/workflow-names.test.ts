/** @jest-environment node */
// The docs name a workflow as GitHub's Actions tab lists it (its `name:`), wherever they mark one:
// in a path through GitHub's pages ("Actions → Deploy → Run workflow") or in a link to its file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { parse } from 'yaml';
import { workflowTexts } from './workflow-file';

/** Each workflow file's `name:`, by file. */
const NAMES = new Map(
  workflowTexts().map(({ name, text }) => [name, String((parse(text) as { name?: unknown }).name)]),
);

/** The workflow names a page marks, each with the file it links to when it is a link. */
function marks(markdown: string): { name: string; file?: string }[] {
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  const paths = [...markdown.matchAll(/(?<!Settings\s+→\s+)Actions\s+→\s+([^→()[\]]+?)\s+→/g)]
    .map(([, name]) => words(name!))
    .filter((name) => name !== 'the workflow');
  const links = [...markdown.matchAll(/\[([^\]]+)\]\([^)]*\.github\/workflows\/([\w.-]+)\)/g)].map(
    ([, name, file]) => ({ name: words(name!), file }),
  );
  return [...paths.map((name) => ({ name })), ...links];
}

/** Every Markdown page of the docs, and README. */
const pages = () => [
  'README.md',
  ...readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file)),
];

test('every workflow the docs mark is named as Actions lists it', () => {
  const names = [...NAMES.values()];
  const wrong = pages().flatMap((page) =>
    marks(readFileSync(page, 'utf8'))
      .filter(({ name, file }) => (file ? NAMES.get(file) !== name : !names.includes(name)))
      .map(({ name, file }) => `${page}: "${name}"${file ? ` for ${file}` : ''}`),
  );
  expect(wrong).toEqual([]);
  // The scheduled jobs are named in the owner's pages as the Actions tab lists them.
  const setup = readFileSync('docs/owner/setup.md', 'utf8');
  for (const file of ['purge.yml', 'notify.yml'])
    expect(marks(setup).map(({ name }) => name)).toContain(NAMES.get(file));
});

test('a workflow is found in a path through GitHub’s pages or a link, not in Settings', () => {
  const page = [
    'Re-run it (Actions → Purge →',
    'Run workflow), see [Deploy](../../.github/workflows/ci.yml) and',
    'Settings → Actions → General → Workflow permissions; Actions → the workflow → Enable.',
  ].join('\n');
  expect(marks(page)).toEqual([{ name: 'Purge' }, { name: 'Deploy', file: 'ci.yml' }]);
});

test('the jobs Deploying lists for each workflow are its jobs, by the names a run shows', () => {
  const text = readFileSync('docs/owner/deploying.md', 'utf8');
  // The list after the table of workflows, up to the next heading.
  const page = text.slice(
    text.indexOf('| workflow'),
    text.indexOf('\n#', text.indexOf('| workflow')),
  );
  const byWorkflow = new Map(
    workflowTexts().map(({ text }) => {
      const workflow = parse(text) as { name: string; jobs: Record<string, { name?: string }> };
      // A name with an expression in it shows the expression's value: the page writes "…".
      const jobs = Object.entries(workflow.jobs).map(([id, job]) =>
        (job.name ?? id).replace(/\$\{\{[^}]*\}\}/g, '…'),
      );
      return [workflow.name, jobs];
    }),
  );
  const listed = new Map<string, string[]>();
  for (const [, item] of page.matchAll(/^- (\*\*[\s\S]+?)(?=^- |^$)/gm))
    for (const [, name, quoted] of item!.matchAll(/\*\*([^*]+)\*\*: ([^*]+)/g))
      listed.set(
        name!,
        [...quoted!.replace(/\s+/g, ' ').matchAll(/"([^"]+)"/g)].map(([, job]) => job!),
      );
  expect([...listed.keys()].sort()).toEqual([...byWorkflow.keys()].sort());
  // The page writes "…" for a figure the workflow holds, such as a shard's number.
  const pattern = (shown: string) =>
    new RegExp(`^${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/…/g, '.+')}$`);
  for (const [name, jobs] of byWorkflow) {
    const shown = listed.get(name)!;
    const unlisted = jobs.filter((job) => !shown.some((each) => pattern(each).test(job)));
    const unknown = shown.filter((each) => !jobs.some((job) => pattern(each).test(job)));
    expect({ name, unlisted, unknown }).toEqual({ name, unlisted: [], unknown: [] });
  }
});
