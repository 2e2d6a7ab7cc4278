/** @jest-environment node */
import { readFileSync } from 'node:fs';

// A newcomer's fresh install warns of each install script package.json neither allows nor
// denies; the lockfile marks every package that has one.
type Lock = { packages: Record<string, { hasInstallScript?: boolean }> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;
const { allowScripts = {} } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  allowScripts?: Record<string, boolean>;
};

it('every dependency with an install script is allowed or denied in package.json', () => {
  const scripted = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path.replace(/^.*node_modules\//, ''));
  expect(scripted.length).toBeGreaterThan(0);
  expect(scripted.filter((name) => !(name in allowScripts))).toEqual([]);
  // An entry for a package that no longer has one is left over.
  expect(Object.keys(allowScripts).filter((name) => !scripted.includes(name))).toEqual([]);
});
