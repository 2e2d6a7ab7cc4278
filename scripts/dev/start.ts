// npm start: starts a local Azurite (data kept in .azurite/), builds the site to post to it and
// serves it; on failure or Ctrl+C it stops what it started.
import type { ChildProcess } from 'node:child_process';
import { prepareContactTable, tableEndpoint } from './azurite';
import { startAzurite, stopAzurite, stopAzuriteNow } from './azurite-process';
import { localBuildEnv } from './local-build';
import { TABLE_PORT } from './ports';
import { DEFAULT_PORT, serveExport } from './serve-export';
import { errorMessage, errorStatus } from '../build/errors';
import { env, runInBackground } from './setup';

const SAS_DAYS = 7;

/** What to set when something is in the way. */
const HINTS: Readonly<Record<string, string>> = {
  PORT_TAKEN: '\n  Set TABLE_PORT to run the table storage on another port.',
  DATA_IN_USE: '\n  Set TABLE_DATA to give this one its own data folder.',
  EADDRINUSE: '\n  Set PORT to serve the site on another port.',
};

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const storage = { port: TABLE_PORT, location: process.env.TABLE_DATA ?? '.azurite' };
const children = new Set<ChildProcess>();
let interrupted = false;
// Only an Azurite this command started is its to stop (not one it refused to run beside).
let started = false;

// Stopping waits for Azurite to save its data; it starts once, however many ways lead to it.
let stopping: Promise<void> | undefined;
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  return (stopping ??= started ? stopAzurite(storage) : Promise.resolve());
};
const fail = async (message: string, code = 1) => {
  if (!interrupted) console.error(`\n✖ ${message}`);
  await stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    stop().finally(() => process.exit(130));
  });
}
// An unexpected error cannot wait: Azurite gets its signal and finishes saving on its own.
process.on('exit', () => started && stopAzuriteNow(storage));

try {
  const { log } = await startAzurite(storage);
  started = true;
  await prepareContactTable({
    port: TABLE_PORT,
    origins: [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
  });
  const build = runInBackground('npm', ['run', 'build'], {
    env: { ...env, ...localBuildEnv({ port: TABLE_PORT, days: SAS_DAYS }) },
  });
  children.add(build.child);
  const code = await build.exited;
  children.delete(build.child);
  if (code !== 0) await fail(`The build failed (exit ${code}); the table storage is stopped.`);

  const { url } = await serveExport({ port });
  console.log(`
  The site is running at ${url}  (Ctrl+C stops it)
  Table storage (Azurite) at ${tableEndpoint(TABLE_PORT)}, table "contact", data in ${storage.location}/ (log: ${log})
  Contact requests sent from the site: npm run inbox
`);
} catch (error) {
  const { code } = errorStatus(error);
  await fail(`${errorMessage(error)}${(typeof code === 'string' && HINTS[code]) || ''}`);
}
