/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { parse } from 'yaml';

// The builds that hold a table URL warn through one action when the repository variable the
// owner noted its expiry in no longer says what the SAS does.
const ACTION = '.github/actions/sas-expiry-noted';
type Step = { uses?: string; run?: string; env?: Record<string, string>; with?: object };
const action = parse(readFileSync(`${ACTION}/action.yml`, 'utf8')) as { runs: { steps: Step[] } };
const script = action.runs.steps[0]!.run!;

/** What the action's step prints for a URL and the value noted beside it. */
const warns = (url: string, noted: string) =>
  execFileSync('bash', ['-e', '-c', script], {
    encoding: 'utf8',
    env: { ...process.env, URL: url, NOTED: noted, VARIABLE: 'X_EXPIRES', GUIDE: 'the guide' },
  });

const URL_ = 'https://a.table.core.windows.net/contact?sv=1&se=2027-05-27T06%3A06%3A04Z&sig=x';

test('warns when the noted expiry is not the SAS’s, naming the variable and the value to set', () => {
  expect(warns(URL_, '2027-01-01T00:00:00Z')).toBe(
    "::warning::The repository variable X_EXPIRES is '2027-01-01T00:00:00Z' but this SAS " +
      'expires 2027-05-27T06:06:04Z: set it to 2027-05-27T06:06:04Z, so that the digest warns ' +
      'in time (the guide).\n',
  );
  expect(warns(URL_, '2027-05-27T06:06:04Z')).toBe('');
  // A preview built without a table URL has nothing to note.
  expect(warns('', '')).toBe('');
});

test('is the one place a workflow compares a SAS’s expiry with the noted one', () => {
  for (const file of ['ci.yml', 'deploy.yml']) {
    const text = readFileSync(`.github/workflows/${file}`, 'utf8');
    expect(text).toContain(`uses: ./${ACTION}`);
    expect(text).not.toContain('searchParams.get("se")');
  }
});
