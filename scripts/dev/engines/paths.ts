// Where WebKit and Firefox are on this machine, and the Debian packages that bring what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** WebKitGTK's WebDriver server (Debian's webkit2gtk-driver). */
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';

/** The bare browser WebKitWebDriver starts (see the file). */
export const WEBKIT_SHELL = fileURLToPath(new URL('./webkit-shell.py', import.meta.url));

// GitHub's Ubuntu runners come with a Firefox.
export const FIREFOX =
  process.env.FIREFOX_PATH ??
  ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((path) => existsSync(path)) ??
  '/usr/bin/firefox-esr';

/** Whether Debian's Python reads WebKitGTK (python3-gi and gir1.2-webkit2-4.1), as the shell does. */
function shellRuns(): boolean {
  const probe =
    "import gi; gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2";
  return spawnSync('/usr/bin/python3', ['-c', probe], { stdio: 'ignore' }).status === 0;
}

export function missingEnginePackages(): string[] {
  return [
    ...(existsSync(WEBKIT_DRIVER) ? [] : ['webkit2gtk-driver']),
    ...(existsSync('/usr/bin/Xvfb') ? [] : ['xvfb']),
    ...(shellRuns() ? [] : ['python3-gi', 'gir1.2-webkit2-4.1']),
    ...(existsSync(FIREFOX) ? [] : ['firefox-esr']),
  ];
}
