// npm start: installs what is missing, starts the local table storage (Azurite, data kept in
// .azurite/ so requests survive restarts), builds the site to post to it and serves the site.
import { TABLE_PORT } from './lib/ports.mjs';
import { build, ensureDependencies } from './lib/setup.mjs';

const SAS_DAYS = 7;

ensureDependencies();
// Imported only now: on a fresh clone their dependencies have just been installed.
const { DEFAULT_PORT, serveExport } = await import('./serve.mjs');
const { mintSas, prepareContactTable, startAzurite, stopAzurite } =
  await import('./lib/azurite.mjs');

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const storage = { port: TABLE_PORT, location: '.azurite' };

const { endpoint, log } = await startAzurite(storage).catch((error) => {
  console.error(`✖ ${error.message}\n  Set TABLE_PORT to run the table storage on another port.`);
  process.exit(1);
});
// However this process ends (Ctrl+C, a failed build), stop Azurite: its signal is sent at once,
// and only once, so that it can save its data.
let stopping;
const stop = () => (stopping ??= stopAzurite(storage));
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stop().finally(() => process.exit(0)));
}

await prepareContactTable({
  port: TABLE_PORT,
  origins: [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
});
// Minted afresh on every start, so the built site never holds an expired one.
const expiresOn = new Date(Date.now() + SAS_DAYS * 86_400_000);
// A build for the local Azurite: plain http to 127.0.0.1 is accepted, and such a build is
// never to be deployed.
build({
  NEXT_PUBLIC_CONTACT_TABLE_URL: mintSas({ port: TABLE_PORT, expiresOn }),
  CONTACT_TABLE_LOCAL: '1',
});

const { url } = await serveExport({ port });
console.log(`
  The site is running at ${url}  (Ctrl+C stops it)
  Table storage (Azurite) at ${endpoint}, table "contact", data in .azurite/ (log: ${log})
  Contact requests sent from the site: npm run inbox
`);
