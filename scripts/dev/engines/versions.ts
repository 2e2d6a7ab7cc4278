// The version of each engine the end-to-end tests run in, as its binary reports it.
import { spawnSync } from 'node:child_process';
import { TEST_CHROMIUM } from '../setup';
import { FIREFOX } from './paths';

/** What a command prints, trimmed; undefined when it cannot run. */
function output(command: string, args: string[]): string | undefined {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().split('\n').pop() : undefined;
}

const WEBKIT_VERSION =
  "import gi; gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2 as W; " +
  "print('WebKitGTK %d.%d.%d' % (W.get_major_version(), W.get_minor_version(), W.get_micro_version()))";

/** One line naming each engine's version, or that it is missing. */
export function engineVersions(): string {
  const versions = [
    output(TEST_CHROMIUM, ['--version']) ?? `no Chromium at ${TEST_CHROMIUM}`,
    output('/usr/bin/python3', ['-c', WEBKIT_VERSION]) ?? 'no WebKitGTK for Python',
    output(FIREFOX, ['--version']) ?? `no Firefox at ${FIREFOX}`,
  ];
  return `Engines: ${versions.join(' · ')}`;
}
