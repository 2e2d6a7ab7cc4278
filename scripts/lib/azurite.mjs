// Azurite, Microsoft's local Azure Table Storage, for `npm start` and the end-to-end tests.
// The emulator key below is public and only Azurite accepts it; still it lives in scripts/ only,
// never in app/, components/ or lib/, so nothing that is bundled can pick it up.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AzureNamedKeyCredential, TableServiceClient } from '@azure/data-tables';
import { contactTableSasUrl } from './sas.mjs';
import { CONTACT_TABLE } from './table-url.mjs';

export const HOST = '127.0.0.1';
export const DEV_ACCOUNT = 'devstoreaccount1';
export const DEV_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
export const devCredential = () => new AzureNamedKeyCredential(DEV_ACCOUNT, DEV_KEY);

export const tableEndpoint = (port) => `http://${HOST}:${port}/${DEV_ACCOUNT}`;
export const devConnectionString = (port) =>
  `DefaultEndpointsProtocol=http;AccountName=${DEV_ACCOUNT};AccountKey=${DEV_KEY};` +
  `TableEndpoint=${tableEndpoint(port)};`;

const AZURITE = fileURLToPath(new URL('../../node_modules/.bin/azurite-table', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether something accepts connections on the port. */
export function answers(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

const isRunning = (pid) => {
  try {
    return process.kill(pid, 0);
  } catch {
    return false;
  }
};

/**
 * Whether the pid is still our Azurite: a pid file can outlive a reboot, and the number may then
 * belong to another program. Where /proc is missing, an answering port has to do.
 */
async function isOurAzurite(pid, port) {
  if (!isRunning(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('azurite');
  } catch {
    return answers(port);
  }
}

// Azurite runs in its own process group with its pid in a file, so that whichever process
// started it (npm start, Playwright's runner or one of its workers) any other can stop it, and
// Ctrl+C in a terminal reaches it once, through stopAzurite, not twice.
function files(port, location) {
  const dir = location ?? tmpdir();
  return {
    pid: join(dir, `azurite-table-${port}.pid`),
    log: join(dir, `azurite-table-${port}.log`),
  };
}

/** Stops the Azurite that startAzurite left on this port (if any) and waits until it is gone. */
export async function stopAzurite({ port, location }) {
  const { pid: pidFile } = files(port, location);
  let pid;
  try {
    pid = Number(readFileSync(pidFile, 'utf8'));
  } catch {
    return;
  }
  rmSync(pidFile, { force: true });
  if (!(await isOurAzurite(pid, port))) return;
  // Azurite saves its data on SIGINT only, and a second signal would cut that short.
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && (await answers(port)); waited += 100) await sleep(100);
  if (await answers(port)) process.kill(pid, 'SIGKILL');
}

/**
 * Starts Azurite's table service on the port: data kept in `location`, or in memory without one.
 * Resolves once it accepts connections; a leftover Azurite of ours on the port is stopped first.
 */
export async function startAzurite({ port, location }) {
  await stopAzurite({ port, location });
  if (await answers(port)) {
    throw new Error(`Port ${port} is taken by another program, so Azurite cannot use it.`);
  }
  if (location) mkdirSync(location, { recursive: true });
  const { pid: pidFile, log: logFile } = files(port, location);
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
  if (child.pid) writeFileSync(pidFile, String(child.pid));
  for (let waited = 0; !(await answers(port)); waited += 100) {
    if (ended || waited > 30_000) {
      await stopAzurite({ port, location });
      throw new Error(`Azurite did not start on port ${port}:\n${readFileSync(logFile, 'utf8')}`);
    }
    await sleep(100);
  }
  return { pid: child.pid, endpoint: tableEndpoint(port), log: logFile };
}

/** Lets the site's origins post (CORS) and creates the contact table if it is not there yet. */
export async function prepareContactTable({ port, origins, maxAgeInSeconds = 3600 }) {
  const service = new TableServiceClient(tableEndpoint(port), devCredential(), {
    allowInsecureConnection: true,
  });
  await service.setProperties({
    cors: [
      {
        allowedOrigins: origins.join(','),
        allowedMethods: 'POST,OPTIONS',
        allowedHeaders: '*',
        exposedHeaders: '*',
        maxAgeInSeconds,
      },
    ],
  });
  try {
    await service.createTable(CONTACT_TABLE);
  } catch (error) {
    if (error?.statusCode !== 409) throw error;
  }
}

/** The contact table URL on this Azurite with an add-only SAS, as the site is built with. */
export function mintSas({ port, expiresOn, https = false }) {
  return contactTableSasUrl({
    tableEndpoint: tableEndpoint(port),
    accountName: DEV_ACCOUNT,
    accountKey: DEV_KEY,
    expiresOn,
    https,
  });
}
