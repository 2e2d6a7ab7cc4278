/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Lints each fixture of __fixtures__/boundaries as if it stood in a folder of the site or of the
// tools: an import across a boundary is refused there, and allowed where the boundary allows it.
const FIXTURES = 'scripts/checks/__fixtures__/boundaries';
const RULE = 'import-x/no-restricted-paths';

const CASES = [
  ['imports-the-check.ts', 'lib/content/boundary.ts', true],
  ['imports-the-check.ts', 'components/shell/Boundary.tsx', true],
  ['imports-the-check.ts', 'app/[locale]/boundary.ts', true],
  ['imports-the-check.ts', 'i18n/boundary.ts', true],
  ['imports-the-check.ts', 'lib/content/boundary.test.ts', true],
  ['imports-the-lab.ts', 'components/notices/Boundary.tsx', true],
  ['imports-the-e2e-suite.ts', 'lib/boundary.ts', true],
  ['imports-the-e2e-suite.ts', 'components/boundary.test.ts', true],
  ['imports-a-test-helper.ts', 'components/theme/Boundary.tsx', true],
  ['imports-a-test-helper.ts', 'components/theme/Boundary.test.tsx', false],
  ['imports-a-component.ts', 'scripts/build/boundary.ts', true],
  ['imports-a-component.ts', 'scripts/owner/boundary.ts', true],
  ['imports-the-theme.ts', 'scripts/build/theme/boundary.ts', false],
  ['imports-the-check.ts', 'lab/boundary.ts', false],
  ['imports-the-e2e-suite.ts', 'lab/boundary.ts', true],
  ['imports-a-test-helper.ts', 'scripts/owner/boundary.ts', true],
] as const;

function brokenRules(): string[][] {
  const lint = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const found = [];
    for (const { text, filePath } of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(text, { filePath });
      found.push(result.messages.map((message) => message.ruleId ?? message.message));
    }
    console.log(JSON.stringify(found));`;
  const cases = CASES.map(([fixture, filePath]) => ({
    text: readFileSync(join(FIXTURES, fixture), 'utf8'),
    filePath,
  }));
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', lint, JSON.stringify(cases)],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

it('refuses each import across the site’s boundaries, and only those', () => {
  const found = brokenRules();
  const verdicts = CASES.map(([fixture, place, refused], index) => ({
    case: `${fixture} in ${place}`,
    refused: found[index]!.includes(RULE),
    expected: refused,
  }));
  expect(verdicts.filter((verdict) => verdict.refused !== verdict.expected)).toEqual([]);
  // Nothing else in the fixtures is wrong, so a refusal is the boundary's.
  expect(found.flat().filter((rule) => rule !== RULE)).toEqual([]);
}, 60_000);
