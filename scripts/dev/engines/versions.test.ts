/** @jest-environment node */
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function withFirefox(version: string) {
  const firefox = join(mkdtempSync(join(tmpdir(), 'firefox-')), 'firefox');
  writeFileSync(firefox, `#!/bin/sh\necho "Mozilla Firefox ${version}"\n`);
  chmodSync(firefox, 0o755);
  process.env.FIREFOX_PATH = firefox;
  let found: ReturnType<typeof import('./versions').engineVersions> | undefined;
  jest.isolateModules(() => (found = jest.requireActual('./versions').engineVersions()));
  delete process.env.FIREFOX_PATH;
  return found!.tooOld.filter((problem) => problem.includes('Firefox'));
}

it('stops a Firefox too old for WebDriver BiDi, naming it, what is needed and the fix', () => {
  expect(withFirefox('128.0.3esr')).toEqual([
    expect.stringMatching(/Firefox 128\.0\.3esr: .*129 or newer.*apt-get install -y firefox-esr/),
  ]);
  expect(withFirefox('140.12.0esr')).toEqual([]);
});
