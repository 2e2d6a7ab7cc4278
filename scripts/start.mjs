// npm start: installs what is missing, builds the site and serves it on a fixed local port.
import { build, ensureDependencies } from './lib/setup.mjs';

ensureDependencies();
build();
const { serveExport, DEFAULT_PORT } = await import('./serve.mjs');
const { url } = await serveExport({ port: Number(process.env.PORT ?? DEFAULT_PORT) });
console.log(`\n  The site is running at ${url}  (Ctrl+C stops it)\n`);
