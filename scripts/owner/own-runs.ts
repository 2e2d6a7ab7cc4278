// For the scheduled workflows: this repository's own runs of a workflow, newest first, as JSON,
// from the pages GitHub's API gave (`gh api …/actions/workflows/FILE/runs`), asking GitHub with
// `gh` which commits are on main; the choice is scripts/owner/lib/own-runs.ts.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { githubApi } from './lib/github-api';
import { existingFile, options, UsageError } from './lib/owner-args';
import { runCommand } from './lib/owner-command';
import { ownRuns, runsAnswerSchema } from './lib/own-runs';

const USAGE =
  'Usage: tsx scripts/owner/own-runs.ts --repository OWNER/NAME --runs FILE [--runs FILE…]\n' +
  '                                     [--conclusion success]';

function main(argv: readonly string[]) {
  const values = options(USAGE, argv, {
    repository: { type: 'string' },
    runs: { type: 'string', multiple: true },
    conclusion: { type: 'string' },
  });
  const { repository, runs = [], conclusion } = values;
  if (!repository || runs.length === 0)
    throw new UsageError(`Give --repository and at least one --runs file.\n${USAGE}`);
  const answers = runs.map((file) => {
    const text = readFileSync(existingFile('runs', file, USAGE)!, 'utf8');
    const parsed = runsAnswerSchema.safeParse(JSON.parse(text));
    if (!parsed.success)
      throw new Error(`${file} is not a page of workflow runs:\n${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
  console.log(JSON.stringify(ownRuns(answers, repository, githubApi, conclusion)));
}

await runCommand(() => main(process.argv.slice(2)));
