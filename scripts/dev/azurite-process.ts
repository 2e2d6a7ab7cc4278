// Starts and stops Azurite's table service, recorded in a file so any process can stop the one
// another started.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HOST } from '../owner/lib/local-azurite';

const AZURITE = resolve('node_modules/.bin/azurite-table');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where an Azurite runs: its port, and its data folder (in memory without one). */
export interface AzuriteSite {
  port: number;
  location?: string | undefined;
}

interface AzuriteRecord {
  pid: number;
  port: number;
  /** The process that started it. */
  owner: number;
}

function isRecord(value: unknown): value is AzuriteRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { pid, port, owner } = value as Record<string, unknown>;
  return typeof pid === 'number' && typeof port === 'number' && typeof owner === 'number';
}

export function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Whether the process runs and its command line holds `word` (a pid can be reused). */
function runs(pid: number, word: string): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(word);
  } catch {
    return true; // no /proc: a living pid has to do
  }
}

// One record per data folder (two Azurites would overwrite each other's data); in memory, per port.
function files({ port, location }: AzuriteSite) {
  const dir = location ?? tmpdir();
  const name = location ? 'azurite-table' : `azurite-table-${port}`;
  return { record: join(dir, `${name}.pid`), log: join(dir, `${name}.log`) };
}

function recorded(site: AzuriteSite): AzuriteRecord | undefined {
  try {
    const record: unknown = JSON.parse(readFileSync(files(site).record, 'utf8'));
    return isRecord(record) && runs(record.pid, 'azurite') ? record : undefined;
  } catch {
    return undefined;
  }
}

export async function stopAzurite({ port, location }: AzuriteSite): Promise<void> {
  const record = recorded({ port, location });
  rmSync(files({ port, location }).record, { force: true });
  if (!record) return;
  // Azurite saves its data on SIGINT only, and a second signal would cut that short.
  process.kill(record.pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && (await answers(record.port)); waited += 100) {
    await sleep(100);
  }
  if (await answers(record.port)) process.kill(record.pid, 'SIGKILL');
}

/** The same without waiting, for an exiting process: Azurite finishes saving on its own. */
export function stopAzuriteNow({ port, location }: AzuriteSite): void {
  const record = recorded({ port, location });
  rmSync(files({ port, location }).record, { force: true });
  if (record) process.kill(record.pid, 'SIGINT');
}

// A data folder in use by a running command is refused; one left by a gone command is stopped.
export async function startAzurite({
  port,
  location,
}: AzuriteSite): Promise<{ pid: number | undefined; log: string }> {
  const running = recorded({ port, location });
  if (running && location && running.owner !== process.pid && runs(running.owner, 'node')) {
    const message =
      `${location}/ is in use by the table storage of another command (process ${running.owner}, ` +
      `Azurite on port ${running.port}). Two would overwrite each other's data: stop the other ` +
      'one first (Ctrl+C in its terminal), or give this one a folder of its own.';
    throw Object.assign(new Error(message), { code: 'DATA_IN_USE' });
  }
  await stopAzurite({ port, location });
  if (await answers(port)) {
    const message = `Port ${port} is taken by another program, so Azurite cannot use it.`;
    throw Object.assign(new Error(message), { code: 'PORT_TAKEN' });
  }
  if (location) mkdirSync(location, { recursive: true });
  const { record, log: logFile } = files({ port, location });
  const storage = location ? ['--location', location] : ['--inMemoryPersistence'];
  const log = openSync(logFile, 'w');
  const child = spawn(
    AZURITE,
    ['--tableHost', HOST, '--tablePort', String(port), ...storage, '--disableTelemetry'],
    { detached: true, stdio: ['ignore', log, log] },
  );
  closeSync(log);
  let ended = false;
  child.on('exit', () => (ended = true)).on('error', () => (ended = true));
  child.unref();
  if (child.pid)
    writeFileSync(record, JSON.stringify({ pid: child.pid, port, owner: process.pid }));
  for (let waited = 0; !(await answers(port)); waited += 100) {
    if (ended || waited > 30_000) {
      await stopAzurite({ port, location });
      throw new Error(`Azurite did not start on port ${port}:\n${readFileSync(logFile, 'utf8')}`);
    }
    await sleep(100);
  }
  return { pid: child.pid, log: logFile };
}
