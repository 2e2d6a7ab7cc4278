// npm test: the content check and unit tests, then the end-to-end tests on the builds they need.
// Usage: npm test [-- --unit | --e2e [Playwright arguments]]
import { spawn } from 'node:child_process';
import { rmSync, renameSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { OVERRIDE_VARIABLE } from '@/lib/content/override';
import { PREVIEW_TABLE, PREVIEW_VARIABLE } from '@/lib/preview';
import { checkEngines } from './engines/versions';
import { checkHtml } from './html-check';
import { localBuildEnv, STATES_BUILD } from './local-build';
import { E2E_TABLE_PORT } from './ports';
import { ensureBrowsers, env, run, runInBackground } from './setup';

const args = process.argv.slice(2);
const unitOnly = args.includes('--unit');
const playwrightArgs = args.filter((arg) => arg !== '--unit' && arg !== '--e2e');
const e2eOnly = args.includes('--e2e') || playwrightArgs.length > 0;
if (unitOnly && e2eOnly) {
  console.error('Give --unit or --e2e (with Playwright arguments), not both.');
  process.exit(2);
}

/** The builds each Playwright project serves (playwright.config.ts); the others serve none. */
const BUILDS_OF: Record<string, string[]> = {
  chromium: ['out'],
  states: [STATES_BUILD.dir],
  webkit: ['out', STATES_BUILD.dir],
  firefox: ['out', STATES_BUILD.dir],
};

/** The projects named with --project, or all: one project's run builds only what it serves. */
function buildsAsked(): Set<string> {
  const named = playwrightArgs.flatMap((arg, index) =>
    arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : arg === '--project'
        ? [playwrightArgs[index + 1] ?? '']
        : [],
  );
  const projects = named.length > 0 ? named : Object.keys(BUILDS_OF);
  return new Set(projects.flatMap((project) => BUILDS_OF[project] ?? []));
}

/** Runs a command with its output held back, printed only if it fails; says how long it took. */
async function quietly(what: string, command: string, args: string[], extraEnv = {}) {
  const started = Date.now();
  // Its own process group, stopped with everything it started when this run ends first.
  const child = spawn(command, args, { env: { ...env, ...extraEnv }, detached: true });
  const stop = () => process.kill(-child.pid!);
  process.on('exit', stop);
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  process.off('exit', stop);
  if (code !== 0) {
    process.stdout.write(output);
    console.error(`\n✖ ${what} failed (exit ${code}).`);
    process.exit(code ?? 1);
  }
  console.log(`${what}: ${Math.round((Date.now() - started) / 1000)} s`);
}

/** The builds the projects asked for need, one after the other: they share .next/. */
async function buildAll(builds: Set<string>) {
  // The recipe copy (e2e/commands/any-editor.spec.ts) checks the same code's types.
  const local = { ...localBuildEnv({ port: E2E_TABLE_PORT }), SKIP_TYPE_CHECK: '1' };
  if (builds.has(STATES_BUILD.dir)) {
    // A preview posting to its own table, with both notices on.
    await quietly(`Build of ${STATES_BUILD.dir}/`, 'npm', ['run', 'build'], {
      ...local,
      ...localBuildEnv({ port: E2E_TABLE_PORT, table: PREVIEW_TABLE }),
      [PREVIEW_VARIABLE]: '1',
      [OVERRIDE_VARIABLE]: STATES_BUILD.override,
    });
    rmSync(STATES_BUILD.dir, { recursive: true, force: true });
    renameSync('out', STATES_BUILD.dir);
  }
  if (builds.has('out')) await quietly('Build of out/', 'npm', ['run', 'build'], local);
  return local;
}

// Ctrl+C ends the run through its exit handlers, which stop a build still running.
process.on('SIGINT', () => process.exit(130));

const builds = unitOnly ? new Set<string>() : buildsAsked();
if (!unitOnly) {
  ensureBrowsers({ forTests: true });
  checkEngines();
}
// On more than one core the builds run beside Jest, which leaves a core idle part of the time.
const building = availableParallelism() > 1 ? buildAll(builds) : undefined;
if (!e2eOnly) {
  // The content check first: a broken content file is named in a second, before any test runs.
  run('npx', ['tsx', 'scripts/build/check.ts']);
  const started = Date.now();
  run('npx', ['jest', '--ci']);
  console.log(`Jest: ${Math.round((Date.now() - started) / 1000)} s`);
}
if (!unitOnly) {
  const local = await (building ?? buildAll(builds));
  // The checker reads the builds while Playwright tests them; its verdict waits for theirs.
  const checked = builds.size > 0 ? checkHtml([...builds]) : Promise.resolve(true);
  // CONTACT_TABLE_LOCAL was for the build only.
  const { NEXT_PUBLIC_CONTACT_TABLE_URL } = local;
  const started = Date.now();
  const { exited } = runInBackground('npx', ['playwright', 'test', ...playwrightArgs], {
    env: { ...env, NEXT_PUBLIC_CONTACT_TABLE_URL },
  });
  const code = await exited;
  console.log(`Playwright: ${Math.round((Date.now() - started) / 1000)} s`);
  if (!(await checked) || code !== 0) process.exit(code || 1);
}
