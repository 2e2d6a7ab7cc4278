// What the project's commands share: the environment, a browser, child processes.
import { spawn, spawnSync, type SpawnOptions, type SpawnSyncOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { missingEnginePackages } from './engines/paths';

export const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium's old headless shell, quicker through the end-to-end suite than the full browser. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser the end-to-end tests run in: CHROMIUM_PATH, or the headless shell, or Chromium. */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

// This machine's network is closed, so Chromium's background connections are off.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function run(
  command: string,
  args: readonly string[],
  options: SpawnSyncOptions = {},
): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env, ...options });
  if (result.status !== 0) {
    console.error(
      `\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status ?? 1);
  }
}

/** Runs a command without blocking this process, so its signal handlers keep working. */
export function runInBackground(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
) {
  const child = spawn(command, args, { stdio: 'inherit', env, ...options });
  const exited = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.on('error', () => resolve(1));
  });
  return { child, exited };
}

type BrowserNeeds = { forTests?: boolean; engines?: boolean };

// For `engines`, only what WebKit's and Firefox's runs need. Installs what is missing as root,
// else says what to install.
export function ensureBrowsers({ forTests = false, engines = forTests }: BrowserNeeds = {}) {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(forTests && !process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL)
      ? ['chromium-headless-shell']
      : []),
    ...(engines ? missingEnginePackages() : []),
    // The W3C HTML checker's runtime.
    ...(forTests && spawnSync('java', ['-version']).status !== 0 ? ['default-jre-headless'] : []),
  ];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    const install = `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`;
    if (missing.length === 1 && missing[0] === 'chromium-headless-shell') {
      console.warn(
        `The tests run faster in Chromium's headless shell. Install it with:\n${install}`,
      );
      return;
    }
    console.error(
      `Missing packages: ${missing.join(', ')}. Install them with:\n${install}\n` +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary and FIREFOX_PATH at a Firefox ' +
        '(docs/maintainer/testing.md#the-browser-engines).',
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} from Debian packages…`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', ...missing], {
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function build(extraEnv: Record<string, string> = {}): void {
  run('npm', ['run', 'build'], { env: { ...env, ...extraEnv } });
}
