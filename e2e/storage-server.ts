// A test table storage for as long as Playwright runs (a webServer entry of playwright.config.ts).
import { parseArgs } from 'node:util';
import { startStorage, stopStorage } from './storage';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port);
if (!Number.isInteger(port)) throw new Error('Give the port: --port N');

await startStorage(port);
console.log(`Test table storage ready on port ${port}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  // Whichever Azurite runs there now: a spec may have stopped this one and started another.
  await stopStorage(port);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Kept alive until a signal comes.
setInterval(() => undefined, 1 << 30);
