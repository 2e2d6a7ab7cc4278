// The version of each engine the end-to-end tests run in, and whether it is new enough.
import { spawnSync } from 'node:child_process';
import { TEST_CHROMIUM } from '../setup';
import { FIREFOX } from './paths';

function output(command: string, args: string[]): string | undefined {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().split('\n').pop() : undefined;
}

const WEBKIT_VERSION =
  "import gi; gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2 as W; " +
  "print('WebKitGTK %d.%d.%d' % (W.get_major_version(), W.get_minor_version(), W.get_micro_version()))";

// The oldest version with what the suite drives: the CSS masks the stars are drawn with
// (Chromium 120, WebKitGTK 2.40), and WebDriver BiDi as Puppeteer speaks it (Firefox 129).
const ENGINES = [
  {
    found: () => output(TEST_CHROMIUM, ['--version']) ?? `no Chromium at ${TEST_CHROMIUM}`,
    least: [120],
    fix: 'apt-get install -y chromium chromium-headless-shell (or set CHROMIUM_PATH)',
  },
  {
    found: () => output('/usr/bin/python3', ['-c', WEBKIT_VERSION]) ?? 'no WebKitGTK for Python',
    least: [2, 40],
    fix: 'apt-get install -y webkit2gtk-driver gir1.2-webkit2-4.1',
  },
  {
    found: () => output(FIREFOX, ['--version']) ?? `no Firefox at ${FIREFOX}`,
    least: [129],
    fix: 'apt-get install -y firefox-esr (or set FIREFOX_PATH)',
  },
];

const numbers = (text: string) => (/(\d+(?:\.\d+)*)/.exec(text)?.[1] ?? '0').split('.').map(Number);
const older = (version: number[], least: number[]) => {
  const index = least.findIndex((part, at) => (version[at] ?? 0) !== part);
  return index >= 0 && (version[index] ?? 0) < least[index]!;
};

export function engineVersions() {
  const engines = ENGINES.map((engine) => ({ ...engine, version: engine.found() }));
  return {
    line: `Engines: ${engines.map(({ version }) => version).join(' · ')}`,
    tooOld: engines
      .filter(({ version, least }) => older(numbers(version), least))
      .map(
        ({ version, least, fix }) =>
          `✖ ${version}: the tests need ${least.join('.')} or newer. ` +
          `Update it: sudo apt-get update && sudo ${fix}`,
      ),
  };
}

/** Names each engine's version; stops the run where one is too old, saying what to do. */
export function checkEngines(): void {
  const { line, tooOld } = engineVersions();
  console.log(line);
  for (const problem of tooOld) console.error(problem);
  if (tooOld.length > 0) process.exit(1);
}
