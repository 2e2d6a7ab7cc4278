/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { gitRepository } from './git-repository';

// Dependabot covers every manifest and the workflows' actions, weekly; next-intl moves with the
// use-intl it overrides.
type Update = {
  'package-ecosystem': string;
  directory?: string;
  directories?: string[];
  schedule: { interval: string };
  groups?: Record<string, { patterns: string[] }>;
};
const { updates } = parse(readFileSync('.github/dependabot.yml', 'utf8')) as { updates: Update[] };
const ecosystem = (name: string) => updates.find((each) => each['package-ecosystem'] === name);

it('updates every npm manifest and the pinned actions, weekly', () => {
  expect(updates.map((each) => [each['package-ecosystem'], each.schedule.interval])).toEqual([
    ['npm', 'weekly'],
    ['github-actions', 'weekly'],
  ]);
  const manifests = gitRepository()
    .files.filter((file) => /(^|\/)package\.json$/.test(file) && !file.includes('__fixtures__'))
    .map((file) => `/${file.replace(/\/?package\.json$/, '')}`);
  expect(ecosystem('npm')?.directories?.sort()).toEqual(manifests.sort());
});

it('moves next-intl and the use-intl it overrides in one pull request', () => {
  expect(ecosystem('npm')?.groups?.['next-intl']?.patterns).toEqual(['next-intl', 'use-intl']);
  const { overrides } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    overrides: Record<string, string>;
  };
  expect(overrides['use-intl']).toBe('$next-intl');
});
