/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { stringify } from 'yaml';
import { readWorkflow } from './workflow-file';
import { installProblems } from './workflow-install';

const secret = { run: 'work', env: { KEY: '${{ secrets.KEY }}' } };
/** The problems of a job that runs the script given and, unless told otherwise, reads a secret. */
function problems(script: string, steps: object[] = [secret]) {
  const job = { 'runs-on': 'x', steps: [{ run: script }, ...steps] };
  return installProblems(readWorkflow('x.yml', stringify({ on: 'push', jobs: { work: job } })));
}

test('a job that reads a secret installs without install scripts, then rebuilds by name', () => {
  expect(problems('npm install --no-audit --ignore-scripts\nnpm rebuild esbuild')).toEqual([]);
  expect(problems('npm ci --prefix deploy --ignore-scripts')).toEqual([]);
});

test.each(['npm install', 'npm i --no-audit', 'npm ci', 'cd x && npm install-clean', 'npm add y'])(
  '"%s" in a job that reads a secret is refused',
  (script) => {
    expect(problems(script)).toEqual([
      expect.stringMatching(
        /^line \d+: job work: ".*" runs every dependency's install script: add --ignore-scripts$/,
      ),
    ]);
  },
);

test('a rebuild of every package runs every install script too', () => {
  expect(problems('npm install --ignore-scripts && npm rebuild')).toEqual([
    expect.stringMatching(
      /"npm rebuild" runs every dependency's install script: name the packages$/,
    ),
  ]);
});

test('a job without secrets, and commands that install nothing, are free', () => {
  expect(problems('npm install', [])).toEqual([]);
  expect(problems('npm run build && npm test && echo "npm install"')).toEqual([]);
});
