import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { answers, startAzurite, stopAzurite } from '../../scripts/dev/azurite-process';
import { E2E_START_PORT, E2E_START_TABLE_PORT as TABLE_PORT } from '../../scripts/dev/ports';

// `npm start` when something goes wrong must leave no table storage running. A stand-in `npm`
// fails or hangs instead of building, as a real build would overwrite the other specs' out/.

test.describe.configure({ mode: 'serial' });

let dir: string;
test.beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'npm-start-'));
});
test.afterEach(async () => {
  await stopAzurite({ port: TABLE_PORT, location: join(dir, 'data') });
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm start`'s command with `build` as npm; `whenOutput` gets its output so far. */
function npmStart(build: string, whenOutput?: (text: string, stop: () => void) => void) {
  writeFileSync(join(dir, 'npm'), `#!/bin/sh\n${build}\n`, { mode: 0o755 });
  const child = spawn('node', ['scripts/dev/bootstrap.mjs', 'start'], {
    env: {
      ...process.env,
      PATH: `${dir}:${process.env.PATH}`,
      TABLE_PORT: String(TABLE_PORT),
      PORT: String(E2E_START_PORT),
      TABLE_DATA: join(dir, 'data'),
    },
  });
  let output = '';
  const listen = (chunk: Buffer) => {
    output += chunk.toString();
    whenOutput?.(output, () => child.kill('SIGINT'));
  };
  child.stdout.on('data', listen);
  child.stderr.on('data', listen);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

test('a failing build stops the table storage it started, with the reason', async () => {
  const { code, output } = await npmStart(
    'echo "Build error: projects.json is broken" >&2; exit 3',
  );
  expect(await answers(TABLE_PORT)).toBe(false);
  expect(output).toContain('Build error: projects.json is broken');
  expect(output).toContain('✖ The build failed (exit 3); the table storage is stopped.');
  expect(code).toBe(1);
  expect(existsSync(join(dir, 'data', 'azurite-table.pid'))).toBe(false);
});

test('Ctrl+C during the build stops the build and the table storage', async () => {
  let sent = false;
  const { output } = await npmStart('echo "building…"; exec sleep 60', (text, interrupt) => {
    if (!sent && text.includes('building…')) {
      sent = true;
      interrupt();
    }
  });
  expect(sent).toBe(true);
  expect(output).not.toContain('✖');
  expect(await answers(TABLE_PORT)).toBe(false);
});

test('a second start on a data folder in use is refused, and the first keeps running', async () => {
  const data = join(dir, 'data');
  await startAzurite({ port: TABLE_PORT + 2, location: data });
  try {
    const { code, output } = await npmStart('echo "the build must not start"; exit 1');
    expect(code).toBe(1);
    expect(output).toContain(`${data}/ is in use by the table storage of another command`);
    expect(output).not.toContain('the build must not start');
    expect(await answers(TABLE_PORT + 2)).toBe(true);
    expect(await answers(TABLE_PORT)).toBe(false);
  } finally {
    await stopAzurite({ port: TABLE_PORT + 2, location: data });
  }
});
